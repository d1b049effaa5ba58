// The home page: hero, category chooser, the product list's loading and error lines and the sections below.

export const home = {
  heroTitle: 'YOUR TRUSTED HIGH-QUALITY GAME SERVICE',
  heroText:
    'Level 30 League of Legends accounts with skins and blue essence, in business since 2017, delivered automatically within minutes of payment.',
  heroCta: 'ENJOY HIGH QUALITY SERVICES',
  productsHeading: 'Available Accounts',
  choosePath: 'Please select account type and subcategory first',
  trust: [
    { title: 'Since 2017', text: 'Thousands of accounts delivered to players around the world since 2017.' },
    { title: '24/7 Support', text: 'Our support team is here around the clock, every day of the year.' },
    { title: 'Guarantee on Every Account', text: 'Every account comes with a warranty, so you buy with confidence.' },
  ],
  whyHeading: 'WHY CHOOSE US',
  why: [
    { title: 'Low Ban Risk', text: 'Accounts are levelled carefully to keep the ban risk as low as possible.' },
    {
      title: 'Skin & Blue Essence Filters',
      text: 'Find the exact account you want by skin, champion, rarity and blue essence.',
    },
    {
      title: 'Instant Delivery',
      text: 'Automatic delivery right after payment: the details are in your inbox and My Orders.',
    },
    { title: '99% Recommend Us', text: '99% of our customers recommend us to their friends.' },
    { title: 'Level 30 Accounts', text: 'Every account is level 30 and ready for ranked games.' },
    { title: '24/7 Support', text: 'Questions before or after your purchase? We answer day and night.' },
  ],
  whyBuyHeading: 'WHY BUY A LEAGUE OF LEGENDS ACCOUNT?',
  whyBuy: [
    'Skip the long grind to level 30 and start playing ranked games right away.',
    'Play on a fresh account with the skins you like and enough blue essence to unlock your favourite champions.',
    'Practise new roles and champions without risking the rank of your main account.',
  ],
  faqHeading: 'SIKÇA SORULAN SORULAR',
  faq: [
    {
      q: 'Ranked hazır hesap nedir?',
      a: 'Ranked hazır hesaplar 30. seviyeye ulaşmış ve dereceli maçlara girmeye uygun hesaplardır. Satın aldıktan hemen sonra dereceli oynamaya başlayabilirsiniz.',
    },
    {
      q: 'Hesabımın banlanma riski var mı?',
      a: 'Hesaplarımız dikkatle hazırlanır ve banlanma riski çok düşüktür. Her hesap garantilidir; bir sorun olursa destek ekibimiz yardımcı olur.',
    },
    {
      q: 'Satın alma nasıl işliyor?',
      a: 'Bakiyenizi yükleyin, istediğiniz hesabı seçin ve satın alın. Ödeme bakiyenizden alınır ve hesap bilgileri otomatik olarak teslim edilir.',
    },
    {
      q: 'Ödeme güvenli mi?',
      a: 'Evet. Ödemeler güvenli ödeme yöntemleriyle alınır ve satın almalar ön ödemeli bakiyenizden yapılır; kart bilgileriniz bizde saklanmaz.',
    },
    {
      q: 'Kostüm sayısı neden önemli?',
      a: 'Daha fazla kostüm, oyuna hemen sevdiğiniz görünümlerle başlamanız demektir. Kostüm ve şampiyon filtresiyle istediğiniz kostümlere sahip hesabı bulabilirsiniz.',
    },
    {
      q: 'Mavi öz ve turuncu öz nedir?',
      a: 'Mavi öz şampiyon açmak için, turuncu öz ise kostüm parçalarını açmak için kullanılır. Hesaplarımızdaki mavi öz miktarı her üründe gösterilir.',
    },
    {
      q: 'Teslimat ne kadar sürer?',
      a: 'Teslimat genellikle birkaç dakika içinde otomatik olarak yapılır; en geç 24 saat içinde hesabınız teslim edilir.',
    },
    {
      q: 'Hesap bilgilerimi nerede görebilirim?',
      a: 'Hesap bilgileri e-posta adresinize gönderilir ve Hesabım bölümündeki Siparişlerim sayfasında her zaman görüntülenebilir.',
    },
  ],
} as const;

export const categories = {
  heading: 'CHOOSE YOUR GAME',
  games: 'Games',
  servers: 'Server',
  accountTypes: 'Account type',
  subcategories: 'Subcategory',
  unranked: 'UNRANKED ACCOUNT',
  ranked: 'RANKED ACCOUNT',
  noAccountTypes: 'No accounts are available for this game yet.',
  pathIncomplete: 'Please select account type and subcategory first',
  gameNames: { lol: 'League of Legends', valorant: 'Valorant' } as Record<string, string>,
} as const;

export const products = {
  pageHeading: 'Ürünlerimiz',
  pageLoading: 'Ürünler Yükleniyor...',
  loading: 'Ürünler İşleniyor...',
  error: (message: string) => `Hata: ${message}`,
  loadFailed: 'The products could not be loaded.',
  retry: 'Try again',
  empty: 'No products match your filters.',
  emptyHint: 'Please adjust filters or try again later.',
  count: (count: number) => `${count} product${count === 1 ? '' : 's'} found`,
} as const;
