/**
 * Imported first by the CLI, before boardgame.io: unless NODE_ENV is set,
 * run boardgame.io and immer in production mode. Development mode walks `G`
 * after every move to check it is serializable and uses immer's slower
 * build, which costs the harness about half its speed. The games' own tests
 * run in development mode; set NODE_ENV=development to keep the checks here.
 */
process.env.NODE_ENV ??= 'production';

export {};
