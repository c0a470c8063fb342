import { DEVICE_CHANGE_DEBOUNCE_MS } from '@diy/domain';
import { useEffect, useState } from 'react';

/** Seed 001 section 3 and 9: device detection, listeners debounced. */
export const PHONE_MAX_WIDTH = 767;
export const TABLET_MAX_WIDTH = 1023;

export interface Device {
  isMobile: boolean;
  isTablet: boolean;
  isDesktop: boolean;
}

export function deviceForWidth(width: number): Device {
  const isMobile = width <= PHONE_MAX_WIDTH;
  const isTablet = !isMobile && width <= TABLET_MAX_WIDTH;
  return { isMobile, isTablet, isDesktop: !isMobile && !isTablet };
}

export function useDevice(): Device {
  const [device, setDevice] = useState(() => deviceForWidth(typeof window === 'undefined' ? 1280 : window.innerWidth));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setDevice(deviceForWidth(window.innerWidth)), DEVICE_CHANGE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    window.addEventListener('orientationchange', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
      window.removeEventListener('orientationchange', onResize);
    };
  }, []);
  return device;
}
