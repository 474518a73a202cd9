import { useEffect, useState } from 'react';

/**
 * A QR of `url`, drawn as SVG. The encoder (qrcode, ~25 kB) is loaded only when an owner's screen shows one,
 * so neither the editor's first load nor a guest's page carries it.
 */
export function LinkQr({ url, label, className }: { url: string; label: string; className?: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void import('qrcode').then(({ toString }) =>
      toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((drawn) => {
        if (current) setSvg(drawn);
      }),
    );
    return () => {
      current = false;
    };
  }, [url]);
  return (
    <div
      role="img"
      aria-label={label}
      className={className}
      data-url={url}
      // The markup is the encoder's own SVG of a URL the server gave; nothing a person typed reaches it.
      dangerouslySetInnerHTML={svg === null ? undefined : { __html: svg }}
    />
  );
}
