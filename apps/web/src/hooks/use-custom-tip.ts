import { useEffect } from 'react';
import { amountFieldSign } from '@tipwell/core';
import type { CustomTipFormProps } from '../components/custom-tip-form/custom-tip-form';
import { useTipping } from '../di/container-context';
import { textOf, useMessages } from '../i18n/messages';
import { useStore } from './use-store';

type CoreBound = Pick<
  CustomTipFormProps,
  | 'value'
  | 'error'
  | 'amount'
  | 'confirming'
  | 'submitDisabled'
  | 'currencySign'
  | 'onChange'
  | 'onSubmit'
  | 'onCancel'
  | 'onConfirm'
>;

/**
 * The custom tip as the core holds it, as the custom-tip form's props: what was typed, read in
 * the page's language (read again when the language changes or a reload restored it), why it
 * cannot be sent (and so whether it can), the generous-tip confirmation, and the core's actions
 * behind each button.
 */
export function useCustomTip(): CoreBound {
  const tipping = useTipping();
  const t = useMessages();
  const { customTip } = useStore(tipping.tips.store);
  const { text, locale } = customTip;
  useEffect(() => {
    if (locale !== t.locale && text !== '') tipping.tips.setCustom(text, t.locale);
  }, [tipping, t.locale, locale, text]);
  return {
    value: customTip.text,
    error: customTip.error && textOf(customTip.error, t),
    amount: customTip.amount,
    confirming: customTip.confirming,
    submitDisabled: customTip.text.trim() === '' || customTip.error !== null,
    currencySign: amountFieldSign(t.locale),
    onChange: (typed) => tipping.tips.setCustom(typed, t.locale),
    onSubmit: tipping.tips.submitCustom,
    onCancel: tipping.tips.cancelCustom,
    onConfirm: tipping.tips.confirmCustom,
  };
}
