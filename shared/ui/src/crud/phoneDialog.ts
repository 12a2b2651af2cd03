import './phoneDialog.css';

/**
 * What makes an Arco Modal take a phone's whole screen: no margin around it, its body scrolling between a fixed
 * title and fixed buttons. RecordFormDialog and CommandDialog spread it below 768 px.
 *
 * @example <Modal {...(phone ? PHONE_DIALOG : { style: { width: 720 } })} />
 */
export const PHONE_DIALOG = {
  wrapClassName: 'yjf-dialog-phone',
  alignCenter: false,
  style: { width: '100%', maxWidth: '100%' },
} as const;
