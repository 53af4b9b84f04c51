/**
 * Reports Core Web Vitals to VITE_WEB_VITALS_URL when the build names one (storefront spec, section 7).
 * The library loads only then, so a store without an endpoint ships none of it.
 */
export async function reportWebVitals(endpoint = import.meta.env.VITE_WEB_VITALS_URL) {
  if (!endpoint) return;
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals');
  const send = (metric: { name: string; value: number; id: string; rating: string }) => {
    const body = JSON.stringify({
      name: metric.name,
      value: metric.value,
      id: metric.id,
      rating: metric.rating,
      page: window.location.pathname,
    });
    if (!navigator.sendBeacon?.(endpoint, body)) {
      void fetch(endpoint, { method: 'POST', body, keepalive: true }).catch(() => undefined);
    }
  };
  [onCLS, onFCP, onINP, onLCP, onTTFB].forEach((listen) => listen(send));
}
