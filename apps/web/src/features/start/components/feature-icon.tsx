export type FeatureName = 'design' | 'modules' | 'rsvp' | 'gifts';

/** Line icons for the start page's features, drawn in the brand accent; decorative only. */
const PATHS: Record<FeatureName, string[]> = {
  design: [
    'M12 3a9 9 0 1 0 0 18c1.1 0 1.7-.8 1.7-1.7 0-.5-.2-.9-.5-1.2-.3-.3-.5-.7-.5-1.2 0-.9.8-1.7 1.7-1.7H16a5 5 0 0 0 5-5c0-4-4-7.2-9-7.2Z',
    'M7.5 11.5h.01M9.5 7.5h.01M14.5 7.5h.01M17 11h.01',
  ],
  modules: ['M4 4h7v7H4zM13 4h7v4h-7zM13 10h7v10h-7zM4 13h7v7H4z'],
  rsvp: [
    'M8 2.5h8a2 2 0 0 1 2 2v15a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2v-15a2 2 0 0 1 2-2Z',
    'm9 12 2 2 4-4.5',
    'M11 18.5h2',
  ],
  gifts: [
    'M4 9h16v4H4zM5.5 13h13v8h-13zM12 9v12',
    'M12 9c-1.5-3.5-5.5-4.5-5.5-2 0 1.5 2.5 2 5.5 2Zm0 0c1.5-3.5 5.5-4.5 5.5-2 0 1.5-2.5 2-5.5 2Z',
  ],
};

export function FeatureIcon({ name }: { name: FeatureName }) {
  return (
    <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
      {PATHS[name].map((d) => (
        <path
          key={d}
          d={d}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ))}
    </svg>
  );
}
