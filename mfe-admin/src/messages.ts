/** Every user-facing text of the admin panel (the spec's Turkish texts are kept as written). */
export const messages = {
  dialog: {
    close: 'Close',
  },
  common: {
    loading: 'Loading...',
    retry: 'Try again',
    loadFailed: (message: string) => `Hata: ${message}`,
  },
  access: {
    panelTitle: 'Yetkisiz Erişim',
    panelText: 'Bu alana erişim yetkiniz bulunmamaktadır.',
    ticketsTitle: 'Erişim Reddedildi',
    ticketsText: 'Bu sayfaya erişim yetkiniz bulunmamaktadır.',
    redirecting: 'Redirecting to the home page...',
  },
  dashboard: {
    title: 'Admin Panel',
    intro: 'Manage the catalogue, users, orders, announcements and support.',
    tabs: 'Admin sections',
    tabNames: {
      products: 'Products',
      users: 'Users',
      orders: 'Orders',
      announcements: 'Duyurular',
      tickets: 'Support Tickets',
    },
    comingSoon: 'This section is coming soon.',
    openTickets: 'Open the support ticket list',
  },
  products: {
    heading: 'Products',
    empty: 'No products yet.',
    columns: { id: 'ID', title: 'Title', price: 'Price', stock: 'Stock', status: 'Status' },
  },
  tickets: {
    title: 'Support Tickets',
    tabs: 'Ticket status',
    tabNames: { all: 'All', open: 'Open', pending: 'Pending', closed: 'Closed' },
    empty: 'Bu kategoride bilet bulunmamaktadır.',
    back: 'Back to Admin Panel',
  },
} as const;
