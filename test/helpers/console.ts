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
