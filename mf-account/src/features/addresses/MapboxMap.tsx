import 'mapbox-gl/dist/mapbox-gl.css';
import mapboxgl from 'mapbox-gl';
import { useEffect, useEffectEvent, useRef } from 'react';

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
  // The map is made once per token: it starts on the point of that moment, later points move the marker,
  // and its events reach the callbacks of the latest render.
  const startPoint = useEffectEvent((): [number, number] => (latitude !== null && longitude !== null ? [longitude, latitude] : RIYADH));
  const failed = useEffectEvent(() => onFail());
  const picked = useEffectEvent((lat: number, lng: number) => onPick(lat, lng));

  useEffect(() => {
    if (!container.current) return undefined;
    mapboxgl.accessToken = token;
    let map: mapboxgl.Map;
    try {
      const center = startPoint();
      map = new mapboxgl.Map({ container: container.current, style: 'mapbox://styles/mapbox/streets-v12', center, zoom: 14 });
      marker.current = new mapboxgl.Marker().setLngLat(center).addTo(map);
    } catch {
      failed();
      return undefined;
    }
    map.on('error', () => failed());
    map.on('click', (event) => {
      marker.current?.setLngLat(event.lngLat);
      picked(event.lngLat.lat, event.lngLat.lng);
    });
    return () => map.remove();
  }, [token]);

  useEffect(() => {
    if (latitude !== null && longitude !== null) marker.current?.setLngLat([longitude, latitude]);
  }, [latitude, longitude]);

  return <div ref={container} className="sf-map" role="application" aria-label={label} />;
}
