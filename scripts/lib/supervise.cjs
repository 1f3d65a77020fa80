// What `npm start` does when one of its processes stops by itself. As in production, a remote that
// stops takes only its own part of the page down: the shell shows that remote's fallback and the rest
// keeps running, so a team can restart its remote alone (`npm run remote -- <folder>`). The api or the
// shell stopping stops everything, since no page works without them.

/** The command that serves one remote again against the running stack (scripts/remote.mjs). */
const restartCommand = (remote) => `npm run remote -- ${remote.folder}`;

/**
 * Watches `children` ({ label, child, remote? } as startStack returns them). `stop` stops every
 * process; `exit(code)` is called once everything is stopped. Returns `shutdown(code)` for Ctrl-C.
 */
const superviseStack = ({ children, stop, exit, log = (line) => process.stderr.write(`${line}\n`) }) => {
  let stopping = false;
  const shutdown = async (code) => {
    if (stopping) return;
    stopping = true;
    await stop();
    exit(code);
  };
  for (const { label, child, remote } of children) {
    child.on('exit', (code, signal) => {
      if (stopping) return;
      const how = signal ?? `exit ${code}`;
      if (remote) {
        log(
          `${label} stopped (${how}). The rest keeps running; the storefront shows this remote's fallback until it is back.\n` +
            `  Restart it with: ${restartCommand(remote)}   (add --build to rebuild it first)`,
        );
        return;
      }
      log(`${label} stopped unexpectedly (${how}); stopping everything.`);
      void shutdown(1);
    });
  }
  return { shutdown };
};

module.exports = { superviseStack, restartCommand };
