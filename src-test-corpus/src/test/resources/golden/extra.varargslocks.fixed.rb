main corpus.extra.varargslocks.fixed.Main.main

proc corpus.extra.varargslocks.fixed.Main.lambda$main$0[corpus.extra.varargslocks.fixed.Main.main:37#15] {
  s3: write java.lang.Object[]@Main.java:37[corpus.extra.varargslocks.fixed.Main.main:37#15][0] // at corpus.extra.varargslocks.fixed.Main.lambda$main$0(Main.java:37)
  s4: write java.lang.Object[]@Main.java:37[corpus.extra.varargslocks.fixed.Main.main:37#15][1] // at corpus.extra.varargslocks.fixed.Main.lambda$main$0(Main.java:37)
  s5: call corpus.extra.varargslocks.fixed.Main.lockAll[corpus.extra.varargslocks.fixed.Main.lambda$main$0:37#5,corpus.extra.varargslocks.fixed.Main.main:37#15] // at corpus.extra.varargslocks.fixed.Main.lambda$main$0(Main.java:37)
}

proc corpus.extra.varargslocks.fixed.Main.lambda$main$1[corpus.extra.varargslocks.fixed.Main.main:38#16] {
  s3: write java.lang.Object[]@Main.java:38[corpus.extra.varargslocks.fixed.Main.main:38#16][0] // at corpus.extra.varargslocks.fixed.Main.lambda$main$1(Main.java:38)
  s4: write java.lang.Object[]@Main.java:38[corpus.extra.varargslocks.fixed.Main.main:38#16][1] // at corpus.extra.varargslocks.fixed.Main.lambda$main$1(Main.java:38)
  s5: call corpus.extra.varargslocks.fixed.Main.lockAll[corpus.extra.varargslocks.fixed.Main.lambda$main$1:38#5,corpus.extra.varargslocks.fixed.Main.main:38#16] // at corpus.extra.varargslocks.fixed.Main.lambda$main$1(Main.java:38)
}

proc corpus.extra.varargslocks.fixed.Main.lockAll[corpus.extra.varargslocks.fixed.Main.lambda$main$0:37#5,corpus.extra.varargslocks.fixed.Main.main:37#15] {
  s5: read java.lang.Object[]@Main.java:37[corpus.extra.varargslocks.fixed.Main.main:37#15][] // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:20)
  s6e2: acquire java.lang.Object@Main.java:35 // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:20)
  s7e2: call corpus.extra.varargslocks.fixed.Main.pause[corpus.extra.varargslocks.fixed.Main.lockAll:21#7,corpus.extra.varargslocks.fixed.Main.lambda$main$0:37#5,corpus.extra.varargslocks.fixed.Main.main:37#15] // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:21)
  s7e2_1: goto s9e3                      // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:21)
  s10e2: release java.lang.Object@Main.java:35 // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:23)
  s10e2_1: goto exit                     // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:23)
  s9e3: call corpus.extra.varargslocks.fixed.Main.lockAll[corpus.extra.varargslocks.fixed.Main.lockAll:22#9,corpus.extra.varargslocks.fixed.Main.lambda$main$0:37#5,corpus.extra.varargslocks.fixed.Main.main:37#15]#args,p0=1 // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:22)
  s9e3_1: goto s10e2                     // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:22)
}

proc corpus.extra.varargslocks.fixed.Main.lockAll[corpus.extra.varargslocks.fixed.Main.lambda$main$1:38#5,corpus.extra.varargslocks.fixed.Main.main:38#16] {
  s5: read java.lang.Object[]@Main.java:38[corpus.extra.varargslocks.fixed.Main.main:38#16][] // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:20)
  s6e2: acquire java.lang.Object@Main.java:35 // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:20)
  s7e2: call corpus.extra.varargslocks.fixed.Main.pause[corpus.extra.varargslocks.fixed.Main.lockAll:21#7,corpus.extra.varargslocks.fixed.Main.lambda$main$0:37#5,corpus.extra.varargslocks.fixed.Main.main:37#15] // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:21)
  s7e2_1: goto s9e3                      // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:21)
  s10e2: release java.lang.Object@Main.java:35 // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:23)
  s10e2_1: goto exit                     // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:23)
  s9e3: call corpus.extra.varargslocks.fixed.Main.lockAll[corpus.extra.varargslocks.fixed.Main.lockAll:22#9,corpus.extra.varargslocks.fixed.Main.lambda$main$1:38#5,corpus.extra.varargslocks.fixed.Main.main:38#16]#args,p0=1 // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:22)
  s9e3_1: goto s10e2                     // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:22)
}

proc corpus.extra.varargslocks.fixed.Main.lockAll[corpus.extra.varargslocks.fixed.Main.lockAll:22#9,corpus.extra.varargslocks.fixed.Main.lambda$main$0:37#5,corpus.extra.varargslocks.fixed.Main.main:37#15] {
  s0: goto s3e1                          // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:17)
  s5: read java.lang.Object[]@Main.java:37[corpus.extra.varargslocks.fixed.Main.main:37#15][] // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:20)
  s6: jump s6_1 s6_3                     // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:20)
  s6_1: acquire java.lang.Object@Main.java:35 // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:20)
  s6_2: goto s7e2                        // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:20)
  s6_3: acquire java.lang.Object@Main.java:36 // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:20)
  s6_4: goto s7e3                        // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:20)
  s3e1: jump exit s5                     // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:17)
  s7e2: call corpus.extra.varargslocks.fixed.Main.pause[corpus.extra.varargslocks.fixed.Main.lockAll:21#7,corpus.extra.varargslocks.fixed.Main.lambda$main$0:37#5,corpus.extra.varargslocks.fixed.Main.main:37#15] // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:21)
  s9e2: call corpus.extra.varargslocks.fixed.Main.lockAll[corpus.extra.varargslocks.fixed.Main.lockAll:22#9,corpus.extra.varargslocks.fixed.Main.lockAll:22#9,corpus.extra.varargslocks.fixed.Main.lambda$main$0:37#5] // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:22)
  s10e2: release java.lang.Object@Main.java:35 // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:23)
  s10e2_1: goto exit                     // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:23)
  s7e3: call corpus.extra.varargslocks.fixed.Main.pause[corpus.extra.varargslocks.fixed.Main.lockAll:21#7,corpus.extra.varargslocks.fixed.Main.lambda$main$0:37#5,corpus.extra.varargslocks.fixed.Main.main:37#15] // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:21)
  s9e3: call corpus.extra.varargslocks.fixed.Main.lockAll[corpus.extra.varargslocks.fixed.Main.lockAll:22#9,corpus.extra.varargslocks.fixed.Main.lockAll:22#9,corpus.extra.varargslocks.fixed.Main.lambda$main$0:37#5] // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:22)
  s10e3: release java.lang.Object@Main.java:36 // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:23)
}

proc corpus.extra.varargslocks.fixed.Main.lockAll[corpus.extra.varargslocks.fixed.Main.lockAll:22#9,corpus.extra.varargslocks.fixed.Main.lambda$main$0:37#5,corpus.extra.varargslocks.fixed.Main.main:37#15]#args,p0=1 {
  s5e1: read java.lang.Object[]@Main.java:37[corpus.extra.varargslocks.fixed.Main.main:37#15][1] // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:20)
  s6e3: acquire java.lang.Object@Main.java:36 // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:20)
  s7e3: call corpus.extra.varargslocks.fixed.Main.pause[corpus.extra.varargslocks.fixed.Main.lockAll:21#7,corpus.extra.varargslocks.fixed.Main.lambda$main$0:37#5,corpus.extra.varargslocks.fixed.Main.main:37#15] // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:21)
  s9e5: call corpus.extra.varargslocks.fixed.Main.lockAll[corpus.extra.varargslocks.fixed.Main.lockAll:22#9,corpus.extra.varargslocks.fixed.Main.lockAll:22#9,corpus.extra.varargslocks.fixed.Main.lambda$main$0:37#5]#args,p0=2 // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:22)
  s10e6: release java.lang.Object@Main.java:36 // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:23)
}

proc corpus.extra.varargslocks.fixed.Main.lockAll[corpus.extra.varargslocks.fixed.Main.lockAll:22#9,corpus.extra.varargslocks.fixed.Main.lambda$main$1:38#5,corpus.extra.varargslocks.fixed.Main.main:38#16] {
  s0: goto s3e1                          // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:17)
  s5: read java.lang.Object[]@Main.java:38[corpus.extra.varargslocks.fixed.Main.main:38#16][] // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:20)
  s6: jump s6_1 s6_3                     // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:20)
  s6_1: acquire java.lang.Object@Main.java:35 // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:20)
  s6_2: goto s7e2                        // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:20)
  s6_3: acquire java.lang.Object@Main.java:36 // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:20)
  s6_4: goto s7e3                        // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:20)
  s3e1: jump exit s5                     // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:17)
  s7e2: call corpus.extra.varargslocks.fixed.Main.pause[corpus.extra.varargslocks.fixed.Main.lockAll:21#7,corpus.extra.varargslocks.fixed.Main.lambda$main$0:37#5,corpus.extra.varargslocks.fixed.Main.main:37#15] // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:21)
  s9e2: call corpus.extra.varargslocks.fixed.Main.lockAll[corpus.extra.varargslocks.fixed.Main.lockAll:22#9,corpus.extra.varargslocks.fixed.Main.lockAll:22#9,corpus.extra.varargslocks.fixed.Main.lambda$main$1:38#5] // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:22)
  s10e2: release java.lang.Object@Main.java:35 // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:23)
  s10e2_1: goto exit                     // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:23)
  s7e3: call corpus.extra.varargslocks.fixed.Main.pause[corpus.extra.varargslocks.fixed.Main.lockAll:21#7,corpus.extra.varargslocks.fixed.Main.lambda$main$0:37#5,corpus.extra.varargslocks.fixed.Main.main:37#15] // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:21)
  s9e3: call corpus.extra.varargslocks.fixed.Main.lockAll[corpus.extra.varargslocks.fixed.Main.lockAll:22#9,corpus.extra.varargslocks.fixed.Main.lockAll:22#9,corpus.extra.varargslocks.fixed.Main.lambda$main$1:38#5] // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:22)
  s10e3: release java.lang.Object@Main.java:36 // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:23)
}

proc corpus.extra.varargslocks.fixed.Main.lockAll[corpus.extra.varargslocks.fixed.Main.lockAll:22#9,corpus.extra.varargslocks.fixed.Main.lambda$main$1:38#5,corpus.extra.varargslocks.fixed.Main.main:38#16]#args,p0=1 {
  s5e1: read java.lang.Object[]@Main.java:38[corpus.extra.varargslocks.fixed.Main.main:38#16][1] // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:20)
  s6e3: acquire java.lang.Object@Main.java:36 // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:20)
  s7e3: call corpus.extra.varargslocks.fixed.Main.pause[corpus.extra.varargslocks.fixed.Main.lockAll:21#7,corpus.extra.varargslocks.fixed.Main.lambda$main$0:37#5,corpus.extra.varargslocks.fixed.Main.main:37#15] // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:21)
  s9e5: call corpus.extra.varargslocks.fixed.Main.lockAll[corpus.extra.varargslocks.fixed.Main.lockAll:22#9,corpus.extra.varargslocks.fixed.Main.lockAll:22#9,corpus.extra.varargslocks.fixed.Main.lambda$main$0:37#5]#args,p0=2 // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:22)
  s10e6: release java.lang.Object@Main.java:36 // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:23)
}

proc corpus.extra.varargslocks.fixed.Main.lockAll[corpus.extra.varargslocks.fixed.Main.lockAll:22#9,corpus.extra.varargslocks.fixed.Main.lockAll:22#9,corpus.extra.varargslocks.fixed.Main.lambda$main$0:37#5] {
  s0: goto s3e1                          // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:17)
  s5: read java.lang.Object[]@Main.java:37[corpus.extra.varargslocks.fixed.Main.main:37#15][] // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:20)
  s6: jump s6_1 s6_3                     // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:20)
  s6_1: acquire java.lang.Object@Main.java:35 // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:20)
  s6_2: goto s7e2                        // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:20)
  s6_3: acquire java.lang.Object@Main.java:36 // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:20)
  s6_4: goto s7e3                        // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:20)
  s3e1: jump exit s5                     // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:17)
  s7e2: call corpus.extra.varargslocks.fixed.Main.pause[corpus.extra.varargslocks.fixed.Main.lockAll:21#7,corpus.extra.varargslocks.fixed.Main.lambda$main$0:37#5,corpus.extra.varargslocks.fixed.Main.main:37#15] // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:21)
  s9e2: call corpus.extra.varargslocks.fixed.Main.lockAll[corpus.extra.varargslocks.fixed.Main.lockAll:22#9,corpus.extra.varargslocks.fixed.Main.lockAll:22#9,corpus.extra.varargslocks.fixed.Main.lockAll:22#9] // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:22)
  s10e2: release java.lang.Object@Main.java:35 // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:23)
  s10e2_1: goto exit                     // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:23)
  s7e3: call corpus.extra.varargslocks.fixed.Main.pause[corpus.extra.varargslocks.fixed.Main.lockAll:21#7,corpus.extra.varargslocks.fixed.Main.lambda$main$0:37#5,corpus.extra.varargslocks.fixed.Main.main:37#15] // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:21)
  s9e3: call corpus.extra.varargslocks.fixed.Main.lockAll[corpus.extra.varargslocks.fixed.Main.lockAll:22#9,corpus.extra.varargslocks.fixed.Main.lockAll:22#9,corpus.extra.varargslocks.fixed.Main.lockAll:22#9] // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:22)
  s10e3: release java.lang.Object@Main.java:36 // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:23)
}

proc corpus.extra.varargslocks.fixed.Main.lockAll[corpus.extra.varargslocks.fixed.Main.lockAll:22#9,corpus.extra.varargslocks.fixed.Main.lockAll:22#9,corpus.extra.varargslocks.fixed.Main.lambda$main$0:37#5]#args,p0=2 {
}

proc corpus.extra.varargslocks.fixed.Main.lockAll[corpus.extra.varargslocks.fixed.Main.lockAll:22#9,corpus.extra.varargslocks.fixed.Main.lockAll:22#9,corpus.extra.varargslocks.fixed.Main.lambda$main$1:38#5] {
  s0: goto s3e1                          // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:17)
  s5: read java.lang.Object[]@Main.java:38[corpus.extra.varargslocks.fixed.Main.main:38#16][] // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:20)
  s6: jump s6_1 s6_3                     // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:20)
  s6_1: acquire java.lang.Object@Main.java:35 // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:20)
  s6_2: goto s7e2                        // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:20)
  s6_3: acquire java.lang.Object@Main.java:36 // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:20)
  s6_4: goto s7e3                        // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:20)
  s3e1: jump exit s5                     // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:17)
  s7e2: call corpus.extra.varargslocks.fixed.Main.pause[corpus.extra.varargslocks.fixed.Main.lockAll:21#7,corpus.extra.varargslocks.fixed.Main.lambda$main$0:37#5,corpus.extra.varargslocks.fixed.Main.main:37#15] // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:21)
  s9e2: call corpus.extra.varargslocks.fixed.Main.lockAll[corpus.extra.varargslocks.fixed.Main.lockAll:22#9,corpus.extra.varargslocks.fixed.Main.lockAll:22#9,corpus.extra.varargslocks.fixed.Main.lockAll:22#9] // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:22)
  s10e2: release java.lang.Object@Main.java:35 // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:23)
  s10e2_1: goto exit                     // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:23)
  s7e3: call corpus.extra.varargslocks.fixed.Main.pause[corpus.extra.varargslocks.fixed.Main.lockAll:21#7,corpus.extra.varargslocks.fixed.Main.lambda$main$0:37#5,corpus.extra.varargslocks.fixed.Main.main:37#15] // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:21)
  s9e3: call corpus.extra.varargslocks.fixed.Main.lockAll[corpus.extra.varargslocks.fixed.Main.lockAll:22#9,corpus.extra.varargslocks.fixed.Main.lockAll:22#9,corpus.extra.varargslocks.fixed.Main.lockAll:22#9] // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:22)
  s10e3: release java.lang.Object@Main.java:36 // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:23)
}

proc corpus.extra.varargslocks.fixed.Main.lockAll[corpus.extra.varargslocks.fixed.Main.lockAll:22#9,corpus.extra.varargslocks.fixed.Main.lockAll:22#9,corpus.extra.varargslocks.fixed.Main.lockAll:22#9] {
  s0: goto s3e1                          // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:17)
  s5: jump s5_1 s5_3                     // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:20)
  s5_1: read java.lang.Object[]@Main.java:37[corpus.extra.varargslocks.fixed.Main.main:37#15][] // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:20)
  s5_2: goto s5_j0                       // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:20)
  s5_3: read java.lang.Object[]@Main.java:38[corpus.extra.varargslocks.fixed.Main.main:38#16][] // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:20)
  s5_j0: skip                            // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:20)
  s6: jump s6_1 s6_3                     // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:20)
  s6_1: acquire java.lang.Object@Main.java:35 // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:20)
  s6_2: goto s7e2                        // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:20)
  s6_3: acquire java.lang.Object@Main.java:36 // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:20)
  s6_4: goto s7e3                        // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:20)
  s3e1: jump exit s5                     // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:17)
  s7e2: call corpus.extra.varargslocks.fixed.Main.pause[corpus.extra.varargslocks.fixed.Main.lockAll:21#7,corpus.extra.varargslocks.fixed.Main.lambda$main$0:37#5,corpus.extra.varargslocks.fixed.Main.main:37#15] // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:21)
  s9e2: call corpus.extra.varargslocks.fixed.Main.lockAll[corpus.extra.varargslocks.fixed.Main.lockAll:22#9,corpus.extra.varargslocks.fixed.Main.lockAll:22#9,corpus.extra.varargslocks.fixed.Main.lockAll:22#9] // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:22)
  s10e2: release java.lang.Object@Main.java:35 // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:23)
  s10e2_1: goto exit                     // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:23)
  s7e3: call corpus.extra.varargslocks.fixed.Main.pause[corpus.extra.varargslocks.fixed.Main.lockAll:21#7,corpus.extra.varargslocks.fixed.Main.lambda$main$0:37#5,corpus.extra.varargslocks.fixed.Main.main:37#15] // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:21)
  s9e3: call corpus.extra.varargslocks.fixed.Main.lockAll[corpus.extra.varargslocks.fixed.Main.lockAll:22#9,corpus.extra.varargslocks.fixed.Main.lockAll:22#9,corpus.extra.varargslocks.fixed.Main.lockAll:22#9] // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:22)
  s10e3: release java.lang.Object@Main.java:36 // at corpus.extra.varargslocks.fixed.Main.lockAll(Main.java:23)
}

proc corpus.extra.varargslocks.fixed.Main.main {
  s15: fork corpus.extra.varargslocks.fixed.Main.lambda$main$0[corpus.extra.varargslocks.fixed.Main.main:37#15] java.lang.Thread@Main.java:37 // at corpus.extra.varargslocks.fixed.Main.main(Main.java:39)
  s16: fork corpus.extra.varargslocks.fixed.Main.lambda$main$1[corpus.extra.varargslocks.fixed.Main.main:38#16] java.lang.Thread@Main.java:38 // at corpus.extra.varargslocks.fixed.Main.main(Main.java:40)
  s17: join java.lang.Thread@Main.java:37 // at corpus.extra.varargslocks.fixed.Main.main(Main.java:41)
  s18: join java.lang.Thread@Main.java:38 // at corpus.extra.varargslocks.fixed.Main.main(Main.java:42)
}

proc corpus.extra.varargslocks.fixed.Main.pause[corpus.extra.varargslocks.fixed.Main.lockAll:21#7,corpus.extra.varargslocks.fixed.Main.lambda$main$0:37#5,corpus.extra.varargslocks.fixed.Main.main:37#15] {
}
