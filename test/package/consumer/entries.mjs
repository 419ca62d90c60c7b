// node entries.mjs <entry>...: imports each entry (ES module) and prints, per entry, its named exports' types.
const answer = {};
for (const entry of process.argv.slice(2)) {
  const exported = await import(entry);
  answer[entry] = Object.fromEntries(
    Object.keys(exported)
      .filter((name) => name !== 'default' && name !== 'module.exports')
      .map((name) => [name, typeof exported[name]]),
  );
}
console.log(JSON.stringify(answer));
