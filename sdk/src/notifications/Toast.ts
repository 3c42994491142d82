/** A toast message (spec section 3, Notification: message, show, error). @public */
export interface ToastInput {
  message: string;
  /** Shown as an error (and kept until dismissed). */
  error?: boolean;
}

/** A toast on screen. */
export interface Toast extends ToastInput {
  id: string;
}
