main corpus.extra.boxedflag.Main.main
var corpus.extra.boxedflag.Main@Main.java:63.made { 0 1 * } = 0
var corpus.extra.boxedflag.Main@Main.java:63.returned { false true } = false

proc corpus.extra.boxedflag.Main.<init>[corpus.extra.boxedflag.Main@Main.java:63] {
  s4: write corpus.extra.boxedflag.Main@Main.java:63.lock // at corpus.extra.boxedflag.Main.<init>(Main.java:21)
  s7: write corpus.extra.boxedflag.Main@Main.java:63.idle // at corpus.extra.boxedflag.Main.<init>(Main.java:22)
}

proc corpus.extra.boxedflag.Main.create[corpus.extra.boxedflag.Main.use:45#1,corpus.extra.boxedflag.Main@Main.java:63] {
  s3: read corpus.extra.boxedflag.Main@Main.java:63.lock // at corpus.extra.boxedflag.Main.create(Main.java:29)
  s4: acquire java.lang.Object@Main.java:21[corpus.extra.boxedflag.Main@Main.java:63] // at corpus.extra.boxedflag.Main.create(Main.java:29)
  s5: switch corpus.extra.boxedflag.Main@Main.java:63.made 0 s13 1 s17e8 * s6e4 // at corpus.extra.boxedflag.Main.create(Main.java:30)
  s13: switch corpus.extra.boxedflag.Main@Main.java:63.made 0 s15e10 1 s15e12 * s15e14 // at corpus.extra.boxedflag.Main.create(Main.java:33)
  s16: read java.lang.Boolean.TRUE       // at corpus.extra.boxedflag.Main.create(Main.java:34)
  s16_1: goto s17e15                     // at corpus.extra.boxedflag.Main.create(Main.java:34)
  s6e4: jump s17e8 s13                   // at corpus.extra.boxedflag.Main.create(Main.java:30)
  s17e8: release java.lang.Object@Main.java:21[corpus.extra.boxedflag.Main@Main.java:63] // at corpus.extra.boxedflag.Main.create(Main.java:36)
  s17e8_1: goto exit                     // at corpus.extra.boxedflag.Main.create(Main.java:36)
  s15e10: assign corpus.extra.boxedflag.Main@Main.java:63.made 1 // at corpus.extra.boxedflag.Main.create(Main.java:33)
  s15e10_1: goto s16                     // at corpus.extra.boxedflag.Main.create(Main.java:33)
  s15e12: assign corpus.extra.boxedflag.Main@Main.java:63.made * // at corpus.extra.boxedflag.Main.create(Main.java:33)
  s15e12_1: goto s16                     // at corpus.extra.boxedflag.Main.create(Main.java:33)
  s15e14: assign corpus.extra.boxedflag.Main@Main.java:63.made * // at corpus.extra.boxedflag.Main.create(Main.java:33)
  s15e14_1: goto s16                     // at corpus.extra.boxedflag.Main.create(Main.java:33)
  s17e15: release java.lang.Object@Main.java:21[corpus.extra.boxedflag.Main@Main.java:63] // at corpus.extra.boxedflag.Main.create(Main.java:36)
}

proc corpus.extra.boxedflag.Main.create[corpus.extra.boxedflag.Main.use:45#1,corpus.extra.boxedflag.Main@Main.java:63]#result:null {
  s3: read corpus.extra.boxedflag.Main@Main.java:63.lock // at corpus.extra.boxedflag.Main.create(Main.java:29)
  s4: acquire java.lang.Object@Main.java:21[corpus.extra.boxedflag.Main@Main.java:63] // at corpus.extra.boxedflag.Main.create(Main.java:29)
  s5: switch corpus.extra.boxedflag.Main@Main.java:63.made 0 s13 1 s17e8 * s6e4 // at corpus.extra.boxedflag.Main.create(Main.java:30)
  s13: switch corpus.extra.boxedflag.Main@Main.java:63.made 0 s15e10 1 s15e12 * s15e14 // at corpus.extra.boxedflag.Main.create(Main.java:33)
  s16: read java.lang.Boolean.TRUE       // at corpus.extra.boxedflag.Main.create(Main.java:34)
  s16_1: goto s17e15                     // at corpus.extra.boxedflag.Main.create(Main.java:34)
  s6e4: jump s17e8 s13                   // at corpus.extra.boxedflag.Main.create(Main.java:30)
  s17e8: release java.lang.Object@Main.java:21[corpus.extra.boxedflag.Main@Main.java:63] // at corpus.extra.boxedflag.Main.create(Main.java:36)
  s17e8_1: goto raise                    // at corpus.extra.boxedflag.Main.create(Main.java:36)
  s15e10: assign corpus.extra.boxedflag.Main@Main.java:63.made 1 // at corpus.extra.boxedflag.Main.create(Main.java:33)
  s15e10_1: goto s16                     // at corpus.extra.boxedflag.Main.create(Main.java:33)
  s15e12: assign corpus.extra.boxedflag.Main@Main.java:63.made * // at corpus.extra.boxedflag.Main.create(Main.java:33)
  s15e12_1: goto s16                     // at corpus.extra.boxedflag.Main.create(Main.java:33)
  s15e14: assign corpus.extra.boxedflag.Main@Main.java:63.made * // at corpus.extra.boxedflag.Main.create(Main.java:33)
  s15e14_1: goto s16                     // at corpus.extra.boxedflag.Main.create(Main.java:33)
  s17e15: release java.lang.Object@Main.java:21[corpus.extra.boxedflag.Main@Main.java:63] // at corpus.extra.boxedflag.Main.create(Main.java:36)
  s17e15_1: goto exit                    // at corpus.extra.boxedflag.Main.create(Main.java:36)
  raise: raise                           // at corpus.extra.boxedflag.Main.create(Main.java:27)
}

proc corpus.extra.boxedflag.Main.lambda$main$0[corpus.extra.boxedflag.Main.main:64#12] {
  s1: call corpus.extra.boxedflag.Main.run[corpus.extra.boxedflag.Main.lambda$main$0:64#1,corpus.extra.boxedflag.Main.main:64#12] // at corpus.extra.boxedflag.Main.lambda$main$0(Main.java:64)
}

proc corpus.extra.boxedflag.Main.lambda$main$1[corpus.extra.boxedflag.Main.main:65#13] {
  s1: call corpus.extra.boxedflag.Main.run[corpus.extra.boxedflag.Main.lambda$main$0:64#1,corpus.extra.boxedflag.Main.main:64#12] // at corpus.extra.boxedflag.Main.lambda$main$1(Main.java:65)
}

proc corpus.extra.boxedflag.Main.main {
  s2: call corpus.extra.boxedflag.Main.<init>[corpus.extra.boxedflag.Main@Main.java:63] // at corpus.extra.boxedflag.Main.main(Main.java:63)
  s12: fork corpus.extra.boxedflag.Main.lambda$main$0[corpus.extra.boxedflag.Main.main:64#12] java.lang.Thread@Main.java:64 // at corpus.extra.boxedflag.Main.main(Main.java:66)
  s13: fork corpus.extra.boxedflag.Main.lambda$main$1[corpus.extra.boxedflag.Main.main:65#13] java.lang.Thread@Main.java:65 // at corpus.extra.boxedflag.Main.main(Main.java:67)
  s14: join java.lang.Thread@Main.java:64 // at corpus.extra.boxedflag.Main.main(Main.java:68)
  s15: join java.lang.Thread@Main.java:65 // at corpus.extra.boxedflag.Main.main(Main.java:69)
}

proc corpus.extra.boxedflag.Main.run[corpus.extra.boxedflag.Main.lambda$main$0:64#1,corpus.extra.boxedflag.Main.main:64#12] {
  s1: call corpus.extra.boxedflag.Main.use[corpus.extra.boxedflag.Main@Main.java:63] // at corpus.extra.boxedflag.Main.run(Main.java:56)
}

proc corpus.extra.boxedflag.Main.use[corpus.extra.boxedflag.Main@Main.java:63] {
  s1: call corpus.extra.boxedflag.Main.create[corpus.extra.boxedflag.Main.use:45#1,corpus.extra.boxedflag.Main@Main.java:63]#result:null else s3 // at corpus.extra.boxedflag.Main.use(Main.java:45)
  s1_1: goto exit                        // at corpus.extra.boxedflag.Main.use(Main.java:45)
  s3: read corpus.extra.boxedflag.Main@Main.java:63.idle // at corpus.extra.boxedflag.Main.use(Main.java:46)
  s4: acquire java.lang.Object@Main.java:22[corpus.extra.boxedflag.Main@Main.java:63] // at corpus.extra.boxedflag.Main.use(Main.java:46)
  s5: switch corpus.extra.boxedflag.Main@Main.java:63.returned false s7 true s14 // at corpus.extra.boxedflag.Main.use(Main.java:47)
  s7: read corpus.extra.boxedflag.Main@Main.java:63.idle // at corpus.extra.boxedflag.Main.use(Main.java:48)
  s8: wait java.lang.Object@Main.java:22[corpus.extra.boxedflag.Main@Main.java:63] // at corpus.extra.boxedflag.Main.use(Main.java:48)
  s8_1: goto s5                          // at corpus.extra.boxedflag.Main.use(Main.java:48)
  s14: release java.lang.Object@Main.java:22[corpus.extra.boxedflag.Main@Main.java:63] // at corpus.extra.boxedflag.Main.use(Main.java:50)
}
