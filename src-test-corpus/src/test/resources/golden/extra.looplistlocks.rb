main corpus.extra.looplistlocks.Main.main

proc corpus.extra.looplistlocks.Main.both[corpus.extra.looplistlocks.Main.lambda$main$0:26#3,corpus.extra.looplistlocks.Main.main:26#18] {
  s3: jump s3_1 s3_3                     // at corpus.extra.looplistlocks.Main.both(Main.java:33)
  s3_1: acquire java.lang.Object@Main.java:24 // at corpus.extra.looplistlocks.Main.both(Main.java:33)
  s3_2: goto s5e1                        // at corpus.extra.looplistlocks.Main.both(Main.java:33)
  s3_3: acquire java.lang.Object@Main.java:24#2 // at corpus.extra.looplistlocks.Main.both(Main.java:33)
  s3_4: goto s5e2                        // at corpus.extra.looplistlocks.Main.both(Main.java:33)
  s5e1: jump s5e1_1 s5e1_3               // at corpus.extra.looplistlocks.Main.both(Main.java:34)
  s5e1_1: acquire java.lang.Object@Main.java:24 // at corpus.extra.looplistlocks.Main.both(Main.java:34)
  s5e1_2: goto s6e3                      // at corpus.extra.looplistlocks.Main.both(Main.java:34)
  s5e1_3: acquire java.lang.Object@Main.java:24#2 // at corpus.extra.looplistlocks.Main.both(Main.java:34)
  s5e1_4: goto s6e4                      // at corpus.extra.looplistlocks.Main.both(Main.java:34)
  s19e1: release java.lang.Object@Main.java:24 // at corpus.extra.looplistlocks.Main.both(Main.java:37)
  s19e1_1: goto exit                     // at corpus.extra.looplistlocks.Main.both(Main.java:37)
  s5e2: jump s5e2_1 s5e2_3               // at corpus.extra.looplistlocks.Main.both(Main.java:34)
  s5e2_1: acquire java.lang.Object@Main.java:24 // at corpus.extra.looplistlocks.Main.both(Main.java:34)
  s5e2_2: goto s6e5                      // at corpus.extra.looplistlocks.Main.both(Main.java:34)
  s5e2_3: acquire java.lang.Object@Main.java:24#2 // at corpus.extra.looplistlocks.Main.both(Main.java:34)
  s5e2_4: goto s6e6                      // at corpus.extra.looplistlocks.Main.both(Main.java:34)
  s19e2: release java.lang.Object@Main.java:24#2 // at corpus.extra.looplistlocks.Main.both(Main.java:37)
  s19e2_1: goto exit                     // at corpus.extra.looplistlocks.Main.both(Main.java:37)
  s6e3: read corpus.extra.looplistlocks.Main.total // at corpus.extra.looplistlocks.Main.both(Main.java:35)
  s8e3: write corpus.extra.looplistlocks.Main.total // at corpus.extra.looplistlocks.Main.both(Main.java:35)
  s9e3: release java.lang.Object@Main.java:24 // at corpus.extra.looplistlocks.Main.both(Main.java:36)
  s9e3_1: goto s19e1                     // at corpus.extra.looplistlocks.Main.both(Main.java:36)
  s6e4: read corpus.extra.looplistlocks.Main.total // at corpus.extra.looplistlocks.Main.both(Main.java:35)
  s8e4: write corpus.extra.looplistlocks.Main.total // at corpus.extra.looplistlocks.Main.both(Main.java:35)
  s9e4: release java.lang.Object@Main.java:24#2 // at corpus.extra.looplistlocks.Main.both(Main.java:36)
  s9e4_1: goto s19e1                     // at corpus.extra.looplistlocks.Main.both(Main.java:36)
  s6e5: read corpus.extra.looplistlocks.Main.total // at corpus.extra.looplistlocks.Main.both(Main.java:35)
  s8e5: write corpus.extra.looplistlocks.Main.total // at corpus.extra.looplistlocks.Main.both(Main.java:35)
  s9e5: release java.lang.Object@Main.java:24 // at corpus.extra.looplistlocks.Main.both(Main.java:36)
  s9e5_1: goto s19e2                     // at corpus.extra.looplistlocks.Main.both(Main.java:36)
  s6e6: read corpus.extra.looplistlocks.Main.total // at corpus.extra.looplistlocks.Main.both(Main.java:35)
  s8e6: write corpus.extra.looplistlocks.Main.total // at corpus.extra.looplistlocks.Main.both(Main.java:35)
  s9e6: release java.lang.Object@Main.java:24#2 // at corpus.extra.looplistlocks.Main.both(Main.java:36)
  s9e6_1: goto s19e2                     // at corpus.extra.looplistlocks.Main.both(Main.java:36)
}

proc corpus.extra.looplistlocks.Main.both[corpus.extra.looplistlocks.Main.lambda$main$0:26#3,corpus.extra.looplistlocks.Main.main:26#18]#args,p0=@java.lang.Object@Main.java:24,p1=@java.lang.Object@Main.java:24#2 {
  s0: goto s3e2                          // at corpus.extra.looplistlocks.Main.both(Main.java:33)
  s19e1: release java.lang.Object@Main.java:24 // at corpus.extra.looplistlocks.Main.both(Main.java:37)
  s19e1_1: goto exit                     // at corpus.extra.looplistlocks.Main.both(Main.java:37)
  s3e2: acquire java.lang.Object@Main.java:24 // at corpus.extra.looplistlocks.Main.both(Main.java:33)
  s5e2: acquire java.lang.Object@Main.java:24#2 // at corpus.extra.looplistlocks.Main.both(Main.java:34)
  s6e2: read corpus.extra.looplistlocks.Main.total // at corpus.extra.looplistlocks.Main.both(Main.java:35)
  s8e2: write corpus.extra.looplistlocks.Main.total // at corpus.extra.looplistlocks.Main.both(Main.java:35)
  s9e2: release java.lang.Object@Main.java:24#2 // at corpus.extra.looplistlocks.Main.both(Main.java:36)
  s9e2_1: goto s19e1                     // at corpus.extra.looplistlocks.Main.both(Main.java:36)
}

proc corpus.extra.looplistlocks.Main.both[corpus.extra.looplistlocks.Main.main:28#23]#args,p0=@java.lang.Object@Main.java:24#2,p1=@java.lang.Object@Main.java:24 {
  s0: goto s3e2                          // at corpus.extra.looplistlocks.Main.both(Main.java:33)
  s19e1: release java.lang.Object@Main.java:24#2 // at corpus.extra.looplistlocks.Main.both(Main.java:37)
  s19e1_1: goto exit                     // at corpus.extra.looplistlocks.Main.both(Main.java:37)
  s3e2: acquire java.lang.Object@Main.java:24#2 // at corpus.extra.looplistlocks.Main.both(Main.java:33)
  s5e2: acquire java.lang.Object@Main.java:24 // at corpus.extra.looplistlocks.Main.both(Main.java:34)
  s6e2: read corpus.extra.looplistlocks.Main.total // at corpus.extra.looplistlocks.Main.both(Main.java:35)
  s8e2: write corpus.extra.looplistlocks.Main.total // at corpus.extra.looplistlocks.Main.both(Main.java:35)
  s9e2: release java.lang.Object@Main.java:24 // at corpus.extra.looplistlocks.Main.both(Main.java:36)
  s9e2_1: goto s19e1                     // at corpus.extra.looplistlocks.Main.both(Main.java:36)
}

proc corpus.extra.looplistlocks.Main.lambda$main$0[corpus.extra.looplistlocks.Main.main:26#18] {
  s1: read java.util.ArrayList@Main.java:22.$state // at corpus.extra.looplistlocks.Main.lambda$main$0(Main.java:26)
  s2e1: read java.util.ArrayList@Main.java:22.$state // at corpus.extra.looplistlocks.Main.lambda$main$0(Main.java:26)
  s3e2: call corpus.extra.looplistlocks.Main.both[corpus.extra.looplistlocks.Main.lambda$main$0:26#3,corpus.extra.looplistlocks.Main.main:26#18]#args,p0=@java.lang.Object@Main.java:24,p1=@java.lang.Object@Main.java:24#2 // at corpus.extra.looplistlocks.Main.lambda$main$0(Main.java:26)
}

proc corpus.extra.looplistlocks.Main.main {
  s0: goto s10e1                         // at corpus.extra.looplistlocks.Main.main(Main.java:22)
  s18: fork corpus.extra.looplistlocks.Main.lambda$main$0[corpus.extra.looplistlocks.Main.main:26#18] java.lang.Thread@Main.java:26 // at corpus.extra.looplistlocks.Main.main(Main.java:27)
  s20: read java.util.ArrayList@Main.java:22.$state // at corpus.extra.looplistlocks.Main.main(Main.java:28)
  s20_1: goto s22e4                      // at corpus.extra.looplistlocks.Main.main(Main.java:28)
  s24: join java.lang.Thread@Main.java:26 // at corpus.extra.looplistlocks.Main.main(Main.java:29)
  s24_1: goto exit                       // at corpus.extra.looplistlocks.Main.main(Main.java:29)
  s10e1: write java.util.ArrayList@Main.java:22.$state // at corpus.extra.looplistlocks.Main.main(Main.java:24)
  s30e2: write java.util.ArrayList@Main.java:22.$state // at corpus.extra.looplistlocks.Main.main(Main.java:24)
  s30e2_1: goto s18                      // at corpus.extra.looplistlocks.Main.main(Main.java:24)
  s22e4: read java.util.ArrayList@Main.java:22.$state // at corpus.extra.looplistlocks.Main.main(Main.java:28)
  s23e5: call corpus.extra.looplistlocks.Main.both[corpus.extra.looplistlocks.Main.main:28#23]#args,p0=@java.lang.Object@Main.java:24#2,p1=@java.lang.Object@Main.java:24 // at corpus.extra.looplistlocks.Main.main(Main.java:28)
  s23e5_1: goto s24                      // at corpus.extra.looplistlocks.Main.main(Main.java:28)
}
