main entry
counter java.util.concurrent.CountDownLatch@Main.java:18.count cap 1 init 1

proc corpus.extra.switchmapread.fixed.Main$1.<clinit> {
  s0: call corpus.extra.switchmapread.fixed.Mode.values // at corpus.extra.switchmapread.fixed.Main$1.<clinit>(Main.java:23)
  s3: write corpus.extra.switchmapread.fixed.Main$1.$SwitchMap$corpus$extra$switchmapread$fixed$Mode // at corpus.extra.switchmapread.fixed.Main$1.<clinit>(Main.java:23)
  s4: read corpus.extra.switchmapread.fixed.Main$1.$SwitchMap$corpus$extra$switchmapread$fixed$Mode // at corpus.extra.switchmapread.fixed.Main$1.<clinit>(Main.java:23)
  s5: read corpus.extra.switchmapread.fixed.Mode.FAST // at corpus.extra.switchmapread.fixed.Main$1.<clinit>(Main.java:23)
  s7: write int[]@Main.java:23[]         // at corpus.extra.switchmapread.fixed.Main$1.<clinit>(Main.java:23)
  s11: read corpus.extra.switchmapread.fixed.Main$1.$SwitchMap$corpus$extra$switchmapread$fixed$Mode // at corpus.extra.switchmapread.fixed.Main$1.<clinit>(Main.java:23)
  s12: read corpus.extra.switchmapread.fixed.Mode.SLOW // at corpus.extra.switchmapread.fixed.Main$1.<clinit>(Main.java:23)
  s14: write int[]@Main.java:23[]        // at corpus.extra.switchmapread.fixed.Main$1.<clinit>(Main.java)
}

proc corpus.extra.switchmapread.fixed.Main.<clinit> {
  s2: write corpus.extra.switchmapread.fixed.Main.DONE // at corpus.extra.switchmapread.fixed.Main.<clinit>(Main.java:18)
}

proc corpus.extra.switchmapread.fixed.Main.lambda$main$0 {
  s0: read corpus.extra.switchmapread.fixed.Main$1.$SwitchMap$corpus$extra$switchmapread$fixed$Mode // at corpus.extra.switchmapread.fixed.Main.lambda$main$0(Main.java:23)
  s0_1: goto s1e1                        // at corpus.extra.switchmapread.fixed.Main.lambda$main$0(Main.java:23)
  s15: read corpus.extra.switchmapread.fixed.Main.DONE // at corpus.extra.switchmapread.fixed.Main.lambda$main$0(Main.java:31)
  s16: trydown java.util.concurrent.CountDownLatch@Main.java:18.count 1 else s16_1 // at corpus.extra.switchmapread.fixed.Main.lambda$main$0(Main.java:31)
  s16_1: skip                            // at corpus.extra.switchmapread.fixed.Main.lambda$main$0(Main.java:31)
  s16_2: goto exit                       // at corpus.extra.switchmapread.fixed.Main.lambda$main$0(Main.java:31)
  s1e1: read corpus.extra.switchmapread.fixed.Mode.IDLE // at corpus.extra.switchmapread.fixed.Main.lambda$main$0(Main.java:23)
  s3e4: read int[]@Main.java:23[2]       // at corpus.extra.switchmapread.fixed.Main.lambda$main$0(Main.java:23)
  s3e4_1: goto s15                       // at corpus.extra.switchmapread.fixed.Main.lambda$main$0(Main.java:23)
}

proc corpus.extra.switchmapread.fixed.Main.main {
  s5: fork corpus.extra.switchmapread.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:21 // at corpus.extra.switchmapread.fixed.Main.main(Main.java:33)
  s6: read corpus.extra.switchmapread.fixed.Main.DONE // at corpus.extra.switchmapread.fixed.Main.main(Main.java:34)
  s7: until java.util.concurrent.CountDownLatch@Main.java:18.count <= 0 // at corpus.extra.switchmapread.fixed.Main.main(Main.java:34)
  s8: join java.lang.Thread@Main.java:21 // at corpus.extra.switchmapread.fixed.Main.main(Main.java:35)
}

proc corpus.extra.switchmapread.fixed.Mode.$values {
  s1: read corpus.extra.switchmapread.fixed.Mode.FAST // at corpus.extra.switchmapread.fixed.Mode.$values(Main.java:40)
  s2: write corpus.extra.switchmapread.fixed.Mode[]@Main.java:40#2[0] // at corpus.extra.switchmapread.fixed.Mode.$values(Main.java:40)
  s3: read corpus.extra.switchmapread.fixed.Mode.SLOW // at corpus.extra.switchmapread.fixed.Mode.$values(Main.java:40)
  s4: write corpus.extra.switchmapread.fixed.Mode[]@Main.java:40#2[1] // at corpus.extra.switchmapread.fixed.Mode.$values(Main.java:40)
  s5: read corpus.extra.switchmapread.fixed.Mode.IDLE // at corpus.extra.switchmapread.fixed.Mode.$values(Main.java:40)
  s6: write corpus.extra.switchmapread.fixed.Mode[]@Main.java:40#2[2] // at corpus.extra.switchmapread.fixed.Mode.$values(Main.java:40)
}

proc corpus.extra.switchmapread.fixed.Mode.<clinit> {
  s1: call corpus.extra.switchmapread.fixed.Mode.<init>[corpus.extra.switchmapread.fixed.Mode@Main.java:40#2] // at corpus.extra.switchmapread.fixed.Mode.<clinit>(Main.java:40)
  s2: write corpus.extra.switchmapread.fixed.Mode.FAST // at corpus.extra.switchmapread.fixed.Mode.<clinit>(Main.java:40)
  s4: call corpus.extra.switchmapread.fixed.Mode.<init>[corpus.extra.switchmapread.fixed.Mode@Main.java:40#2] // at corpus.extra.switchmapread.fixed.Mode.<clinit>(Main.java:40)
  s5: write corpus.extra.switchmapread.fixed.Mode.SLOW // at corpus.extra.switchmapread.fixed.Mode.<clinit>(Main.java:40)
  s7: call corpus.extra.switchmapread.fixed.Mode.<init>[corpus.extra.switchmapread.fixed.Mode@Main.java:40#2] // at corpus.extra.switchmapread.fixed.Mode.<clinit>(Main.java:40)
  s8: write corpus.extra.switchmapread.fixed.Mode.IDLE // at corpus.extra.switchmapread.fixed.Mode.<clinit>(Main.java:40)
  s9: call corpus.extra.switchmapread.fixed.Mode.$values // at corpus.extra.switchmapread.fixed.Mode.<clinit>(Main.java:40)
  s10: write corpus.extra.switchmapread.fixed.Mode.$VALUES // at corpus.extra.switchmapread.fixed.Mode.<clinit>(Main.java:40)
}

proc corpus.extra.switchmapread.fixed.Mode.<init>[corpus.extra.switchmapread.fixed.Mode@Main.java:40#2] {
}

proc corpus.extra.switchmapread.fixed.Mode.values {
  s0: read corpus.extra.switchmapread.fixed.Mode.$VALUES // at corpus.extra.switchmapread.fixed.Mode.values(Main.java:40)
}

proc entry {
  init0: call corpus.extra.switchmapread.fixed.Main.<clinit> // at corpus.extra.switchmapread.fixed.Main.main(Main.java:21)
  init1: call corpus.extra.switchmapread.fixed.Main$1.<clinit> // at corpus.extra.switchmapread.fixed.Main.main(Main.java:21)
  init2: call corpus.extra.switchmapread.fixed.Mode.<clinit> // at corpus.extra.switchmapread.fixed.Main.main(Main.java:21)
  main: call corpus.extra.switchmapread.fixed.Main.main // at corpus.extra.switchmapread.fixed.Main.main(Main.java:21)
}
