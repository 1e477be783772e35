// Placeholder until the mock server lands (issue 5): it then starts the real server.
console.error('The mock admin service is not built yet.')
process.exit(1)
