// node loaded.cjs <require|import> <entry>: loads one entry and prints which packages (other than
// hivegate) and which native modules that pulled in. ES modules loaded through require(esm) are in
// require.cache too; native addons all pass through process.dlopen.
const native = [];
const dlopen = process.dlopen;
process.dlopen = function (module, file, ...rest) {
  native.push(file);
  return dlopen.call(this, module, file, ...rest);
};
const [mode, entry] = process.argv.slice(2);
const load = mode === 'import' ? import(entry) : Promise.resolve(require(entry));
load.then(() => {
  const packages = new Set();
  for (const file of Object.keys(require.cache)) {
    const match = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(file);
    if (match && match[1] !== 'hivegate') packages.add(match[1]);
  }
  console.log(JSON.stringify({ packages: [...packages].sort(), native }));
});
