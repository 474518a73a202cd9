import { Fragment } from 'react';

/** A host that wraps only after its dots on a narrow screen ("annasfest." / "party.se"), never mid-label. */
export function HostName({ host }: { host: string }) {
  const labels = host.split('.');
  return (
    <>
      {labels.map((label, index) => (
        <Fragment key={index}>
          {label}
          {index < labels.length - 1 && (
            <>
              .<wbr />
            </>
          )}
        </Fragment>
      ))}
    </>
  );
}
