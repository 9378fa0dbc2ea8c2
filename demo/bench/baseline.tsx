// The benchmark's BASELINE (scripts/bench.mjs): the least a React 19 custom element made with r2wc
// can be. One controlled input whose value React renders into a sibling <output>, a button that
// opens a native <dialog> with showModal() from an effect, the way the UI kit's Modal does, and a
// «Neste» button that shows a second step (a heading and a line) in place of a first. Like the
// library's elements it renders into an open shadow root. It is bundled at bench time (esbuild, into a
// temporary folder) and is never part of dist/.
import r2wc from '@r2wc/react-to-web-component';
import { useEffect, useRef, useState } from 'react';

function Baseline() {
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState(1);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    else if (!open && element.open) element.close();
  }, [open]);

  return (
    <div>
      <label htmlFor="price">Kjøpesum</label>
      <input
        id="price"
        type="text"
        inputMode="numeric"
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
      />
      <output htmlFor="price">{value}</output>
      <button type="button" onClick={() => setOpen(true)}>
        Se detaljer
      </button>
      {step === 1 ? (
        <button type="button" onClick={() => setStep(2)}>
          Neste
        </button>
      ) : (
        <section aria-labelledby="step-2">
          <h2 id="step-2">Steg 2</h2>
          <p>{value}</p>
        </section>
      )}
      <dialog ref={dialog} aria-labelledby="details-title" onClose={() => setOpen(false)}>
        <h2 id="details-title">Detaljer</h2>
        <p>{value}</p>
        <button type="button" onClick={() => setOpen(false)}>
          Lukk
        </button>
      </dialog>
    </div>
  );
}

customElements.define('bench-baseline', r2wc(Baseline, { shadow: 'open' }));
