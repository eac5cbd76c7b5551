/**
 * The standard classification of public movable assets (Contraloría General de la República,
 * Publicación N.º 21, «Instrucciones y modelos para la contabilidad fiscal de los municipios»): group
 * 2, its twelve subgroups and the sections of those that have them. Group 1 (inmuebles) is there so
 * the codes read as on the forms; this inventory keeps movable assets.
 */
export const ASSET_GROUPS: readonly (readonly [code: string, name: string])[] = [
  ['1', 'Bienes inmuebles'],
  ['2', 'Bienes muebles'],
];

export const ASSET_SUBGROUPS: readonly (readonly [group: string, code: string, name: string])[] = [
  ['2', '01', 'Máquinas, muebles y demás equipos de oficina'],
  ['2', '02', 'Mobiliario y enseres de alojamiento'],
  ['2', '03', 'Maquinaria y demás equipos de construcción, campo, industria y taller'],
  ['2', '04', 'Equipos de transporte'],
  ['2', '05', 'Equipos de telecomunicaciones'],
  ['2', '06', 'Equipos médico-quirúrgicos, dentales y veterinarios'],
  ['2', '07', 'Equipos científicos y de enseñanza'],
  ['2', '08', 'Colecciones culturales, artísticas e históricas'],
  ['2', '09', 'Armamento y material de defensa'],
  ['2', '10', 'Instalaciones provisionales'],
  ['2', '11', 'Semovientes'],
  ['2', '12', 'Otros elementos'],
];

export const ASSET_SECTIONS: readonly (readonly [subgroup: string, code: string, name: string])[] = [
  ['03', '01', 'Equipo de taller y herramientas de uso general'],
  ['03', '02', 'Maquinaria y equipo de construcción y conservación'],
  ['03', '03', 'Maquinaria y equipo para mantenimiento de automotores'],
  ['03', '04', 'Maquinaria e implementos agrícolas y pecuarios'],
  ['03', '05', 'Maquinaria e implementos de artes gráficas'],
  ['03', '06', 'Maquinaria industrial'],
  ['04', '01', 'Vehículos automotores terrestres'],
  ['04', '02', 'Otros vehículos terrestres'],
  ['04', '03', 'Material rodante ferroviario y de cables aéreos'],
  ['04', '04', 'Equipos auxiliares de transporte'],
  ['04', '05', 'Embarcaciones'],
  ['04', '06', 'Aeronaves'],
  ['06', '01', 'Equipos médico-quirúrgicos y de veterinaria'],
  ['06', '02', 'Equipos dentales'],
  ['07', '01', 'Equipos científicos y de laboratorio'],
  ['07', '02', 'Equipos de enseñanza, deporte y recreación'],
  ['07', '03', 'Elementos de culto'],
  ['08', '01', 'Biblioteca'],
  ['08', '02', 'Colecciones científicas'],
  ['08', '03', 'Colecciones artísticas y ornamentales'],
  ['08', '04', 'Colecciones históricas'],
];
