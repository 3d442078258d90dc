/** A copy-to-clipboard button's state: whether the last copy worked, e.g. to say "Copied". */
import { useState } from 'react';

export function useCopy(text: string): { readonly copied: boolean; readonly copy: () => void } {
  const [copied, setCopied] = useState(false);
  const copy = (): void => {
    void navigator.clipboard.writeText(text).then(
      () => {
        setCopied(true);
      },
      () => {
        setCopied(false);
      },
    );
  };
  return { copied, copy };
}
