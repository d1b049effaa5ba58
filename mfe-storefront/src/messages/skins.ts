// The /skins page (Turkish).

export const skins = {
  heroTitle: 'GÜVENİLİR VE GARANTİLİ YÜKSEK KALİTELİ SMURF HESAPLAR',
  heroText: 'Kostümlü ve mavi özlü 30. seviye hesaplar, ödemeden sonra dakikalar içinde otomatik teslim.',
  heroCta: 'HESAPLARI GÖRÜNTÜLE',
  choosePath: 'Ürünleri görmek için lütfen oyun, sunucu, hesap türü ve alt kategori seçin.',
  productsHeading: 'Hesaplar',
  price: 'Fiyat',
} as const;
