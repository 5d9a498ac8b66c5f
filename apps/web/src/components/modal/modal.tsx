import { useEffect, useId, useRef, type ReactElement, type ReactNode } from 'react';
import './modal.scss';

export interface ModalProps {
  readonly open: boolean;
  readonly title: string;
  readonly children?: ReactNode;
  /** The buttons; the first one takes the focus when the dialog opens. */
  readonly actions: ReactNode;
  /** Escape or the platform's back gesture. */
  readonly onDismiss: () => void;
  readonly role?: 'dialog' | 'alertdialog';
  readonly tone?: 'success' | 'info' | 'warning' | 'error';
}

/** A native modal <dialog>: it traps focus, takes it on open and gives it back on close. */
export function Modal(props: ModalProps): ReactElement {
  const { open, title, children, actions, onDismiss, role = 'dialog', tone = 'info' } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLElement>('.modal__actions button')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`modal modal--${tone}`}
      role={role}
      aria-labelledby={titleId}
      aria-describedby={children ? textId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onDismiss();
      }}
    >
      {open && (
        <>
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {children && (
            <div id={textId} className="modal__text">
              {children}
            </div>
          )}
          <div className="modal__actions">{actions}</div>
        </>
      )}
    </dialog>
  );
}
