// Restock alerts: the detail page (English) and the product lists (English; Turkish on /skins).

export const restock = {
  en: {
    soldOut: 'This account is sold out.',
    notifyProduct: 'Notify me when back in stock',
    notifyFilter: 'Notify me of new stock',
    saving: 'Saving...',
    productSet: 'Alert set: we will tell you when this account is back in stock.',
    filterSet: 'Alert saved: we will tell you when accounts matching these filters arrive.',
    manage: 'Manage my alerts',
    loginRequired: 'Login Required',
    loginText: 'Please log in to get a stock alert.',
    failedTitle: 'Alert not saved',
    failedDefault: 'The alert could not be saved. Please try again.',
  },
  tr: {
    soldOut: 'Bu hesap tükendi.',
    notifyProduct: 'Stoğa girince haber ver',
    notifyFilter: 'Yeni stok gelince haber ver',
    saving: 'Kaydediliyor...',
    productSet: 'Alarm kuruldu: bu hesap yeniden stoğa girince size haber vereceğiz.',
    filterSet: 'Alarm kaydedildi: bu filtrelere uyan hesaplar gelince size haber vereceğiz.',
    manage: 'Alarmlarımı yönet',
    loginRequired: 'Giriş Gerekli',
    loginText: 'Stok alarmı için lütfen giriş yapın.',
    failedTitle: 'Alarm kaydedilemedi',
    failedDefault: 'Alarm kaydedilemedi. Lütfen tekrar deneyin.',
  },
} as const;
