/** The demo's diners: regulars who order every week and occasional ones, all São Paulo mobiles. */
export interface DemoDiner {
  name: string;
  /** International digits, as orders store phones (decision 0012). */
  phone: string;
  neighborhood: string;
  street: string;
  /** How often this diner orders, relative to the others. */
  weight: number;
  /** 'YYYY-MM-DD'; the second diner's is given the current month at seeding, so a birthday bonus shows. */
  birthDate?: string;
}

const NAMES = [
  ['Ana Paula Souza', 'Bela Vista', 'Rua Treze de Maio, 480, ap. 52'],
  ['Bruno Carvalho', 'Consolação', 'Rua Frei Caneca, 1200, ap. 101'],
  ['Camila Ferreira', 'Jardim Paulista', 'Alameda Lorena, 860'],
  ['Diego Almeida', 'Vila Mariana', 'Rua Domingos de Morais, 2100, bloco B'],
  ['Eduarda Lima', 'Paraíso', 'Rua Tutóia, 310, ap. 34'],
  ['Felipe Rocha', 'Cerqueira César', 'Rua Haddock Lobo, 595'],
  ['Gabriela Nunes', 'Liberdade', 'Rua Galvão Bueno, 150, ap. 71'],
  ['Henrique Barbosa', 'Aclimação', 'Rua Muniz de Sousa, 700'],
  ['Isabela Martins', 'Pinheiros', 'Rua dos Pinheiros, 980, ap. 12'],
  ['João Pedro Santos', 'Bela Vista', 'Rua Santo Antônio, 722'],
  ['Larissa Oliveira', 'Consolação', 'Rua Augusta, 1508, ap. 83'],
  ['Marcos Vinícius Costa', 'Jardim Paulista', 'Rua Pamplona, 1300'],
  ['Natália Ribeiro', 'Vila Mariana', 'Rua Joaquim Távora, 455'],
  ['Otávio Mendes', 'Paraíso', 'Rua Abílio Soares, 1010, ap. 9'],
  ['Patrícia Gomes', 'Bela Vista', 'Rua Rui Barbosa, 333'],
  ['Rafael Teixeira', 'Cerqueira César', 'Rua Bela Cintra, 1800, ap. 64'],
  ['Sabrina Dias', 'Liberdade', 'Rua da Glória, 620'],
  ['Thiago Moreira', 'Consolação', 'Rua Caio Prado, 240, ap. 15'],
  ['Vanessa Castro', 'Aclimação', 'Rua Pires da Mota, 410'],
  ['Wagner Pires', 'Pinheiros', 'Rua Teodoro Sampaio, 1560'],
  ['Yasmin Araújo', 'Bela Vista', 'Rua Maria Paula, 96, ap. 402'],
  ['Lucas Cardoso', 'Jardim Paulista', 'Rua Oscar Freire, 2250'],
  ['Mariana Azevedo', 'Vila Mariana', 'Rua Vergueiro, 3185, ap. 21'],
  ['Gustavo Freitas', 'Consolação', 'Rua Fernando de Albuquerque, 88'],
  ['Beatriz Monteiro', 'Cerqueira César', 'Alameda Santos, 1470, ap. 55'],
  ['Rodrigo Batista', 'Paraíso', 'Rua Desembargador Eliseu Guilherme, 200'],
  ['Juliana Correia', 'Bela Vista', 'Rua Conselheiro Carrão, 390'],
  ['Pedro Henrique Vieira', 'Liberdade', 'Rua dos Estudantes, 57'],
  ['Carolina Duarte', 'Pinheiros', 'Rua Cardeal Arcoverde, 1345, ap. 33'],
  ['André Fonseca', 'Aclimação', 'Avenida Aclimação, 520'],
] as const;

const OCCASIONAL_FIRST = ['Aline', 'Caio', 'Daniela', 'Fábio', 'Helena', 'Igor', 'Jéssica', 'Leonardo'];
const OCCASIONAL_LAST = [
  'Santos',
  'Oliveira',
  'Pereira',
  'Rodrigues',
  'Alves',
  'Lopes',
  'Soares',
  'Cunha',
  'Ramos',
  'Prado',
  'Xavier',
  'Moura',
];

/**
 * The first ten are regulars (several orders a week); the rest order now and then, as most of a
 * neighbourhood pizzeria's diners do: 30 named ones plus 96 more from first and last names.
 */
export const DEMO_DINERS: DemoDiner[] = [
  ...NAMES,
  ...OCCASIONAL_FIRST.flatMap((first, i) =>
    OCCASIONAL_LAST.map((last, j) => {
      const [, neighborhood, street] = NAMES[(i * 7 + j * 5) % NAMES.length]!;
      return [`${first} ${last}`, neighborhood, street] as const;
    }),
  ),
].map(([name, neighborhood, street], index) => ({
  name,
  phone: `55119${String(87_654_000 + index * 731).padStart(8, '0')}`,
  neighborhood,
  street,
  weight: index < 10 ? 4 : index < NAMES.length ? 1.2 : 0.6,
  ...(index === 4 && { birthDate: '1994-07-02' }),
}));

/** A diner who found the restaurant through a regular's referral code. */
export const REFERRED_DINER_INDEX = 12;
export const REFERRER_DINER_INDEX = 0;

/** Platforms identify their diners with their own contact numbers; ours are kept per diner. */
export const PLATFORM_SOURCES = [
  { source: 'ifood', weight: 14, prefix: 'IFD' },
  { source: 'rappi', weight: 5, prefix: 'RAP' },
  { source: 'keeta', weight: 3, prefix: 'KEE' },
] as const;
