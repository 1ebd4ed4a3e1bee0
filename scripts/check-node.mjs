const major = Number(process.versions.node.split(".")[0]);
if (major < 24) {
  console.error(
    `Node ${process.versions.node} is too old: run through npm scripts so node_modules/.bin/node (Node 24) is used, or reinstall with \`npm install\`.`,
  );
  process.exit(1);
}
