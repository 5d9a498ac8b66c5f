import { useState, type ReactElement } from 'react';
import { useMessages } from '../../i18n/messages';

/**
 * The receipt as text the guest can keep: the phone's share sheet where there is one, else the
 * clipboard, with a spoken confirmation. The text is what the summary above shows, line by line.
 */
export function ReceiptButton({ text }: { readonly text: string }): ReactElement {
  const t = useMessages();
  const [copied, setCopied] = useState(false);
  const canShare = typeof navigator.share === 'function';
  const keep = async (): Promise<void> => {
    try {
      if (canShare) {
        await navigator.share({ text });
      } else {
        await navigator.clipboard.writeText(text);
        setCopied(true);
      }
    } catch {
      // The guest closed the share sheet, or the page may not write the clipboard: the summary
      // stays on screen to read or select.
    }
  };
  return (
    <div className="success__receipt">
      <button
        type="button"
        className="button button--secondary button--block"
        onClick={() => void keep()}
      >
        {canShare ? t('success.receipt.share') : t('success.receipt.copy')}
      </button>
      <p className="success__receipt-status" role="status">
        {copied ? t('success.receipt.copied') : ''}
      </p>
    </div>
  );
}
