/**
 * Whether the site's public address (PUBLIC_URL) can only be opened on this machine or this network:
 * then every printed QR code, table card and A4 menu leads a diner's phone nowhere. The server's
 * start-up line and the 'QR code' tab both ask this one rule, and say the same words.
 */

/** 10/8, 127/8, 0/8, 172.16/12, 192.168/16, link-local 169.254/16, carrier-grade NAT 100.64/10. */
function isPrivateIpv4(host: string): boolean {
  const octets = host.split('.').map(Number);
  if (octets.length !== 4 || octets.some((octet) => !Number.isInteger(octet) || octet < 0 || octet > 255))
    return false;
  const [a, b] = octets as [number, number, number, number];
  return (
    a === 10 ||
    a === 127 ||
    a === 0 ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 169 && b === 254) ||
    (a === 100 && b >= 64 && b <= 127)
  );
}

function isPrivateIpv6(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (!bare.includes(':')) return false;
  // An IPv4 address mapped into IPv6; URL writes it in hex (::ffff:c0a8:a for 192.168.0.10).
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(bare);
  if (mapped) {
    const [high, low] = [Number.parseInt(mapped[1]!, 16), Number.parseInt(mapped[2]!, 16)];
    return isPrivateIpv4(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`);
  }
  // ::1 and ::, unique-local fc00::/7, link-local fe80::/10.
  return bare === '::1' || bare === '::' || /^f[cd]/.test(bare) || /^fe[89ab]/.test(bare);
}

export function isLocalAddress(publicUrl: string): boolean {
  let host: string;
  try {
    host = new URL(publicUrl).hostname.toLowerCase();
  } catch {
    return true;
  }
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host.endsWith('.local') ||
    (!host.includes('.') && !host.includes(':')) ||
    isPrivateIpv4(host) ||
    isPrivateIpv6(host)
  );
}

/** What the owner reads, on the 'QR code' tab and in the terminal, when the address is local. */
export function localAddressWarning(publicUrl: string): string {
  return (
    `O endereço público do site é ${publicUrl}, que só abre neste computador ou nesta rede: QR codes, ` +
    'cartões das mesas e o cardápio impresso não vão abrir no celular dos clientes. Defina a variável ' +
    'PUBLIC_URL com o endereço do seu site (ex.: PUBLIC_URL=https://cardapio.seurestaurante.com.br) ' +
    'e reinicie o servidor antes de imprimir.'
  );
}

/** The line printed under a QR code that points at a local address: the paper says it too. */
export function localAddressPrintNote(publicUrl: string): string {
  return (
    `Atenção: este QR code abre ${publicUrl}, que não funciona no celular dos clientes. ` +
    'Defina PUBLIC_URL com o endereço do site e gere de novo antes de imprimir.'
  );
}
