// Request logs are noise in test output; warnings and errors still print.
process.env.LOG_LEVEL = process.env.LOG_LEVEL ?? 'warn';
