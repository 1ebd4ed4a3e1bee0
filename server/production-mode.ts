// Imported first by server.ts, before any module reads it: React, React Router and Express pick
// their production builds from NODE_ENV when they load, and a server started without it would
// render with React's development build (twice the CPU a page). NODE_ENV=development still wins.
process.env.NODE_ENV ??= "production";
