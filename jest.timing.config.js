// The timing suite's jest part (`npm run test:timing`, never `npm test`): tests in timing/ that
// bound a time, each budget scaled by the calibration measured at the suite's start
// (test-support/calibration.ts). One file at a time, so the suite's own tests do not compete.
const { projects } = require('./jest.config.js');

const nodeProject = projects.find((project) => project.displayName === 'node');

module.exports = {
  testTimeout: 240_000,
  maxWorkers: 1,
  projects: [
    {
      ...nodeProject,
      displayName: 'timing',
      roots: ['<rootDir>/timing'],
      testMatch: ['<rootDir>/timing/**/*.test.ts'],
    },
  ],
};
