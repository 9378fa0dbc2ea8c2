/** What the elements said on the console while a test ran: warnings and errors, each as one string. */
export interface ConsoleCapture {
  warnings: string[];
  errors: string[];
  restore: () => void;
}

/** Captures console.warn and console.error (and keeps them off the test output) until `restore()`. */
export function captureConsole(): ConsoleCapture {
  const { warn, error } = console;
  const capture: ConsoleCapture = {
    warnings: [],
    errors: [],
    restore: () => {
      console.warn = warn;
      console.error = error;
    },
  };
  console.warn = (...args: unknown[]) => capture.warnings.push(args.join(' '));
  console.error = (...args: unknown[]) => capture.errors.push(args.join(' '));
  return capture;
}

/**
 * Every console call of a test (`log`, `info`, `debug`, `warn`, `error`), each as `level: text`, kept off
 * the test output until `restore()`: for a test that the page says exactly one thing.
 */
export function captureEveryConsole(): { said: string[]; restore: () => void } {
  const { log, info, debug, warn, error } = console;
  const said: string[] = [];
  const keep =
    (level: string) =>
    (...args: unknown[]) =>
      said.push(`${level}: ${args.join(' ')}`);
  Object.assign(console, {
    log: keep('log'),
    info: keep('info'),
    debug: keep('debug'),
    warn: keep('warn'),
    error: keep('error'),
  });
  return { said, restore: () => Object.assign(console, { log, info, debug, warn, error }) };
}
