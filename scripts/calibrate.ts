import { measureCalibration } from '../test-support/calibration';

// Prints the timing suite's calibration as JSON (scripts/test-timing.mjs hands it to every test).
process.stdout.write(`${JSON.stringify(measureCalibration())}\n`);
