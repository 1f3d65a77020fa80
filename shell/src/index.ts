// Load everything behind a dynamic import so shared modules are negotiated before any code runs.
void import('./bootstrap');
