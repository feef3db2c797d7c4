// How the benchmarks start the server: as `npm start` does (see package.json), so the figures
// are the product's own. The server must be built first (`node scripts/build-server.mjs`).
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4'];
