import { createFileRoute } from '@tanstack/react-router';
import { productImageUrl } from '../../domain/images.ts';
import { formatPrice } from '../../domain/money.ts';
import { api } from '../api/client.ts';

export const Route = createFileRoute('/')({
  loader: async () => {
    const { data } = await api.GET('/products/featured');
    return data?.data.products ?? [];
  },
  component: Home,
});

function Home() {
  const products = Route.useLoaderData();
  return (
    <main className="mx-auto max-w-5xl p-6">
      <h1 className="font-serif text-3xl">L'excellence alimentaire marocaine à votre porte</h1>
      <p className="mt-2">Producteur et distributeur marocain d'huiles alimentaires de haute qualité.</p>
      <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {products.map((product) => (
          <li key={product.id} className="rounded-2xl bg-white p-4 shadow-sm">
            {product.image && (
              <img
                src={productImageUrl(product.image, 320)}
                alt={product.name}
                width={320}
                height={320}
                className="mx-auto"
              />
            )}
            <h2 className="mt-2 font-semibold">{product.name}</h2>
            <p>{product.brandDisplayName}</p>
            <p className="font-bold">{formatPrice(product.price)}</p>
          </li>
        ))}
      </ul>
    </main>
  );
}
