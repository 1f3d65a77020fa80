import 'mapbox-gl/dist/mapbox-gl.css';
import mapboxgl from 'mapbox-gl';
import { useEffect, useRef } from 'react';

const RIYADH: [number, number] = [46.6753, 24.7136];

/** The Mapbox map of the address screen (its own chunk): a click places the pin and reports the point. */
export default function MapboxMap({
  token,
  label,
  latitude,
  longitude,
  onPick,
  onFail,
}: {
  token: string;
  label: string;
  latitude: number | null;
  longitude: number | null;
  onPick: (latitude: number, longitude: number) => void;
  onFail: () => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const marker = useRef<mapboxgl.Marker | null>(null);
  const pick = useRef(onPick);
  useEffect(() => {
    pick.current = onPick;
  }, [onPick]);

  useEffect(() => {
    if (!container.current) return undefined;
    mapboxgl.accessToken = token;
    let map: mapboxgl.Map;
    try {
      const center: [number, number] = latitude !== null && longitude !== null ? [longitude, latitude] : RIYADH;
      map = new mapboxgl.Map({ container: container.current, style: 'mapbox://styles/mapbox/streets-v12', center, zoom: 14 });
      marker.current = new mapboxgl.Marker().setLngLat(center).addTo(map);
    } catch {
      onFail();
      return undefined;
    }
    map.on('error', () => onFail());
    map.on('click', (event) => {
      marker.current?.setLngLat(event.lngLat);
      pick.current(event.lngLat.lat, event.lngLat.lng);
    });
    return () => map.remove();
    // The map is created once per token; later points move the marker.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  useEffect(() => {
    if (latitude !== null && longitude !== null) marker.current?.setLngLat([longitude, latitude]);
  }, [latitude, longitude]);

  return <div ref={container} className="sf-map" role="application" aria-label={label} />;
}
