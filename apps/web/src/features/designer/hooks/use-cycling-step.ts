import { useEffect, useState } from 'react';

/** Which of `count` steps is showing: each lasts `stepMs`, and after the last the first comes again. */
export function useCyclingStep(count: number, stepMs: number): number {
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (count < 2) return;
    const timer = setInterval(() => setStep((s) => (s + 1) % count), stepMs);
    return () => clearInterval(timer);
  }, [count, stepMs]);
  return count > 0 ? step % count : 0;
}
