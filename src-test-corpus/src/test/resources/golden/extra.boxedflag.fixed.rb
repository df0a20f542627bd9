main corpus.extra.boxedflag.fixed.Main.main
var corpus.extra.boxedflag.fixed.Main@Main.java:61.made { 0 1 2 * } = 0
var corpus.extra.boxedflag.fixed.Main@Main.java:61.returned { false true } = false

proc corpus.extra.boxedflag.fixed.Main.<init>[corpus.extra.boxedflag.fixed.Main@Main.java:61] {
  s4: write corpus.extra.boxedflag.fixed.Main@Main.java:61.lock // at corpus.extra.boxedflag.fixed.Main.<init>(Main.java:19)
  s7: write corpus.extra.boxedflag.fixed.Main@Main.java:61.idle // at corpus.extra.boxedflag.fixed.Main.<init>(Main.java:20)
}

proc corpus.extra.boxedflag.fixed.Main.create[corpus.extra.boxedflag.fixed.Main.use:43#1,corpus.extra.boxedflag.fixed.Main@Main.java:61] {
  s3: read corpus.extra.boxedflag.fixed.Main@Main.java:61.lock // at corpus.extra.boxedflag.fixed.Main.create(Main.java:27)
  s4: acquire java.lang.Object@Main.java:19[corpus.extra.boxedflag.fixed.Main@Main.java:61] // at corpus.extra.boxedflag.fixed.Main.create(Main.java:27)
  s5: switch corpus.extra.boxedflag.fixed.Main@Main.java:61.made 0 s13 1 s13 2 s17e10 * s6e5 // at corpus.extra.boxedflag.fixed.Main.create(Main.java:28)
  s13: switch corpus.extra.boxedflag.fixed.Main@Main.java:61.made 0 s15e12 1 s15e14 2 s15e16 * s15e18 // at corpus.extra.boxedflag.fixed.Main.create(Main.java:31)
  s16: read java.lang.Boolean.TRUE       // at corpus.extra.boxedflag.fixed.Main.create(Main.java:32)
  s16_1: goto s17e19                     // at corpus.extra.boxedflag.fixed.Main.create(Main.java:32)
  s6e5: jump s17e10 s13                  // at corpus.extra.boxedflag.fixed.Main.create(Main.java:28)
  s17e10: release java.lang.Object@Main.java:19[corpus.extra.boxedflag.fixed.Main@Main.java:61] // at corpus.extra.boxedflag.fixed.Main.create(Main.java:34)
  s17e10_1: goto exit                    // at corpus.extra.boxedflag.fixed.Main.create(Main.java:34)
  s15e12: assign corpus.extra.boxedflag.fixed.Main@Main.java:61.made 1 // at corpus.extra.boxedflag.fixed.Main.create(Main.java:31)
  s15e12_1: goto s16                     // at corpus.extra.boxedflag.fixed.Main.create(Main.java:31)
  s15e14: assign corpus.extra.boxedflag.fixed.Main@Main.java:61.made 2 // at corpus.extra.boxedflag.fixed.Main.create(Main.java:31)
  s15e14_1: goto s16                     // at corpus.extra.boxedflag.fixed.Main.create(Main.java:31)
  s15e16: assign corpus.extra.boxedflag.fixed.Main@Main.java:61.made * // at corpus.extra.boxedflag.fixed.Main.create(Main.java:31)
  s15e16_1: goto s16                     // at corpus.extra.boxedflag.fixed.Main.create(Main.java:31)
  s15e18: assign corpus.extra.boxedflag.fixed.Main@Main.java:61.made * // at corpus.extra.boxedflag.fixed.Main.create(Main.java:31)
  s15e18_1: goto s16                     // at corpus.extra.boxedflag.fixed.Main.create(Main.java:31)
  s17e19: release java.lang.Object@Main.java:19[corpus.extra.boxedflag.fixed.Main@Main.java:61] // at corpus.extra.boxedflag.fixed.Main.create(Main.java:34)
}

proc corpus.extra.boxedflag.fixed.Main.create[corpus.extra.boxedflag.fixed.Main.use:43#1,corpus.extra.boxedflag.fixed.Main@Main.java:61]#result:null {
  s3: read corpus.extra.boxedflag.fixed.Main@Main.java:61.lock // at corpus.extra.boxedflag.fixed.Main.create(Main.java:27)
  s4: acquire java.lang.Object@Main.java:19[corpus.extra.boxedflag.fixed.Main@Main.java:61] // at corpus.extra.boxedflag.fixed.Main.create(Main.java:27)
  s5: switch corpus.extra.boxedflag.fixed.Main@Main.java:61.made 0 s13 1 s13 2 s17e10 * s6e5 // at corpus.extra.boxedflag.fixed.Main.create(Main.java:28)
  s13: switch corpus.extra.boxedflag.fixed.Main@Main.java:61.made 0 s15e12 1 s15e14 2 s15e16 * s15e18 // at corpus.extra.boxedflag.fixed.Main.create(Main.java:31)
  s16: read java.lang.Boolean.TRUE       // at corpus.extra.boxedflag.fixed.Main.create(Main.java:32)
  s16_1: goto s17e19                     // at corpus.extra.boxedflag.fixed.Main.create(Main.java:32)
  s6e5: jump s17e10 s13                  // at corpus.extra.boxedflag.fixed.Main.create(Main.java:28)
  s17e10: release java.lang.Object@Main.java:19[corpus.extra.boxedflag.fixed.Main@Main.java:61] // at corpus.extra.boxedflag.fixed.Main.create(Main.java:34)
  s17e10_1: goto raise                   // at corpus.extra.boxedflag.fixed.Main.create(Main.java:34)
  s15e12: assign corpus.extra.boxedflag.fixed.Main@Main.java:61.made 1 // at corpus.extra.boxedflag.fixed.Main.create(Main.java:31)
  s15e12_1: goto s16                     // at corpus.extra.boxedflag.fixed.Main.create(Main.java:31)
  s15e14: assign corpus.extra.boxedflag.fixed.Main@Main.java:61.made 2 // at corpus.extra.boxedflag.fixed.Main.create(Main.java:31)
  s15e14_1: goto s16                     // at corpus.extra.boxedflag.fixed.Main.create(Main.java:31)
  s15e16: assign corpus.extra.boxedflag.fixed.Main@Main.java:61.made * // at corpus.extra.boxedflag.fixed.Main.create(Main.java:31)
  s15e16_1: goto s16                     // at corpus.extra.boxedflag.fixed.Main.create(Main.java:31)
  s15e18: assign corpus.extra.boxedflag.fixed.Main@Main.java:61.made * // at corpus.extra.boxedflag.fixed.Main.create(Main.java:31)
  s15e18_1: goto s16                     // at corpus.extra.boxedflag.fixed.Main.create(Main.java:31)
  s17e19: release java.lang.Object@Main.java:19[corpus.extra.boxedflag.fixed.Main@Main.java:61] // at corpus.extra.boxedflag.fixed.Main.create(Main.java:34)
  s17e19_1: goto exit                    // at corpus.extra.boxedflag.fixed.Main.create(Main.java:34)
  raise: raise                           // at corpus.extra.boxedflag.fixed.Main.create(Main.java:25)
}

proc corpus.extra.boxedflag.fixed.Main.lambda$main$0[corpus.extra.boxedflag.fixed.Main.main:62#12] {
  s1: call corpus.extra.boxedflag.fixed.Main.run[corpus.extra.boxedflag.fixed.Main.lambda$main$0:62#1,corpus.extra.boxedflag.fixed.Main.main:62#12] // at corpus.extra.boxedflag.fixed.Main.lambda$main$0(Main.java:62)
}

proc corpus.extra.boxedflag.fixed.Main.lambda$main$1[corpus.extra.boxedflag.fixed.Main.main:63#13] {
  s1: call corpus.extra.boxedflag.fixed.Main.run[corpus.extra.boxedflag.fixed.Main.lambda$main$0:62#1,corpus.extra.boxedflag.fixed.Main.main:62#12] // at corpus.extra.boxedflag.fixed.Main.lambda$main$1(Main.java:63)
}

proc corpus.extra.boxedflag.fixed.Main.main {
  s2: call corpus.extra.boxedflag.fixed.Main.<init>[corpus.extra.boxedflag.fixed.Main@Main.java:61] // at corpus.extra.boxedflag.fixed.Main.main(Main.java:61)
  s12: fork corpus.extra.boxedflag.fixed.Main.lambda$main$0[corpus.extra.boxedflag.fixed.Main.main:62#12] java.lang.Thread@Main.java:62 // at corpus.extra.boxedflag.fixed.Main.main(Main.java:64)
  s13: fork corpus.extra.boxedflag.fixed.Main.lambda$main$1[corpus.extra.boxedflag.fixed.Main.main:63#13] java.lang.Thread@Main.java:63 // at corpus.extra.boxedflag.fixed.Main.main(Main.java:65)
  s14: join java.lang.Thread@Main.java:62 // at corpus.extra.boxedflag.fixed.Main.main(Main.java:66)
  s15: join java.lang.Thread@Main.java:63 // at corpus.extra.boxedflag.fixed.Main.main(Main.java:67)
}

proc corpus.extra.boxedflag.fixed.Main.run[corpus.extra.boxedflag.fixed.Main.lambda$main$0:62#1,corpus.extra.boxedflag.fixed.Main.main:62#12] {
  s1: call corpus.extra.boxedflag.fixed.Main.use[corpus.extra.boxedflag.fixed.Main@Main.java:61] // at corpus.extra.boxedflag.fixed.Main.run(Main.java:54)
}

proc corpus.extra.boxedflag.fixed.Main.use[corpus.extra.boxedflag.fixed.Main@Main.java:61] {
  s1: call corpus.extra.boxedflag.fixed.Main.create[corpus.extra.boxedflag.fixed.Main.use:43#1,corpus.extra.boxedflag.fixed.Main@Main.java:61]#result:null else s3 // at corpus.extra.boxedflag.fixed.Main.use(Main.java:43)
  s1_1: goto exit                        // at corpus.extra.boxedflag.fixed.Main.use(Main.java:43)
  s3: read corpus.extra.boxedflag.fixed.Main@Main.java:61.idle // at corpus.extra.boxedflag.fixed.Main.use(Main.java:44)
  s4: acquire java.lang.Object@Main.java:20[corpus.extra.boxedflag.fixed.Main@Main.java:61] // at corpus.extra.boxedflag.fixed.Main.use(Main.java:44)
  s5: switch corpus.extra.boxedflag.fixed.Main@Main.java:61.returned false s7 true s14 // at corpus.extra.boxedflag.fixed.Main.use(Main.java:45)
  s7: read corpus.extra.boxedflag.fixed.Main@Main.java:61.idle // at corpus.extra.boxedflag.fixed.Main.use(Main.java:46)
  s8: wait java.lang.Object@Main.java:20[corpus.extra.boxedflag.fixed.Main@Main.java:61] // at corpus.extra.boxedflag.fixed.Main.use(Main.java:46)
  s8_1: goto s5                          // at corpus.extra.boxedflag.fixed.Main.use(Main.java:46)
  s14: release java.lang.Object@Main.java:20[corpus.extra.boxedflag.fixed.Main@Main.java:61] // at corpus.extra.boxedflag.fixed.Main.use(Main.java:48)
}
