import type { ToastOptions } from '@shop/ui';

/** The toast on screen; its own module, as the provider loads the view lazily. */
export interface CurrentToast extends ToastOptions {
  id: number;
}
