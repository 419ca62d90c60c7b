// node entries.cjs <entry>...: requires each entry (CommonJS) and prints, per entry, its exports' types.
const answer = {};
for (const entry of process.argv.slice(2)) {
  const exported = require(entry);
  answer[entry] = Object.fromEntries(
    Object.keys(exported).map((name) => [name, typeof exported[name]]),
  );
}
console.log(JSON.stringify(answer));
