main entry
counter java.util.concurrent.CountDownLatch@Main.java:21.count cap 1 init 1

proc corpus.extra.switchmapread.Main.<clinit> {
  s2: write corpus.extra.switchmapread.Main.DONE // at corpus.extra.switchmapread.Main.<clinit>(Main.java:21)
  s3: call corpus.extra.switchmapread.Mode.values // at corpus.extra.switchmapread.Main.<clinit>(Main.java:22)
  s7: write corpus.extra.switchmapread.Main.COST // at corpus.extra.switchmapread.Main.<clinit>(Main.java:22)
}

proc corpus.extra.switchmapread.Main.lambda$main$0 {
  s0: read corpus.extra.switchmapread.Main.COST // at corpus.extra.switchmapread.Main.lambda$main$0(Main.java:27)
  s1: read corpus.extra.switchmapread.Mode.IDLE // at corpus.extra.switchmapread.Main.lambda$main$0(Main.java:27)
  s3: jump s3_1 exit                     // at corpus.extra.switchmapread.Main.lambda$main$0(Main.java:27)
  s3_1: read int[]@Main.java:22[]        // at corpus.extra.switchmapread.Main.lambda$main$0(Main.java:27)
  s8: read corpus.extra.switchmapread.Main.DONE // at corpus.extra.switchmapread.Main.lambda$main$0(Main.java:31)
  s9: trydown java.util.concurrent.CountDownLatch@Main.java:21.count 1 else s9_1 // at corpus.extra.switchmapread.Main.lambda$main$0(Main.java:31)
  s9_1: skip                             // at corpus.extra.switchmapread.Main.lambda$main$0(Main.java:31)
}

proc corpus.extra.switchmapread.Main.main {
  s5: fork corpus.extra.switchmapread.Main.lambda$main$0 java.lang.Thread@Main.java:25 // at corpus.extra.switchmapread.Main.main(Main.java:33)
  s6: read corpus.extra.switchmapread.Main.DONE // at corpus.extra.switchmapread.Main.main(Main.java:34)
  s7: until java.util.concurrent.CountDownLatch@Main.java:21.count <= 0 // at corpus.extra.switchmapread.Main.main(Main.java:34)
  s8: join java.lang.Thread@Main.java:25 // at corpus.extra.switchmapread.Main.main(Main.java:35)
}

proc corpus.extra.switchmapread.Mode.$values {
  s1: read corpus.extra.switchmapread.Mode.FAST // at corpus.extra.switchmapread.Mode.$values(Main.java:40)
  s2: write corpus.extra.switchmapread.Mode[]@Main.java:40#2[0] // at corpus.extra.switchmapread.Mode.$values(Main.java:40)
  s3: read corpus.extra.switchmapread.Mode.SLOW // at corpus.extra.switchmapread.Mode.$values(Main.java:40)
  s4: write corpus.extra.switchmapread.Mode[]@Main.java:40#2[1] // at corpus.extra.switchmapread.Mode.$values(Main.java:40)
  s5: read corpus.extra.switchmapread.Mode.IDLE // at corpus.extra.switchmapread.Mode.$values(Main.java:40)
  s6: write corpus.extra.switchmapread.Mode[]@Main.java:40#2[2] // at corpus.extra.switchmapread.Mode.$values(Main.java:40)
}

proc corpus.extra.switchmapread.Mode.<clinit> {
  s1: call corpus.extra.switchmapread.Mode.<init>[corpus.extra.switchmapread.Mode@Main.java:40#2] // at corpus.extra.switchmapread.Mode.<clinit>(Main.java:40)
  s2: write corpus.extra.switchmapread.Mode.FAST // at corpus.extra.switchmapread.Mode.<clinit>(Main.java:40)
  s4: call corpus.extra.switchmapread.Mode.<init>[corpus.extra.switchmapread.Mode@Main.java:40#2] // at corpus.extra.switchmapread.Mode.<clinit>(Main.java:40)
  s5: write corpus.extra.switchmapread.Mode.SLOW // at corpus.extra.switchmapread.Mode.<clinit>(Main.java:40)
  s7: call corpus.extra.switchmapread.Mode.<init>[corpus.extra.switchmapread.Mode@Main.java:40#2] // at corpus.extra.switchmapread.Mode.<clinit>(Main.java:40)
  s8: write corpus.extra.switchmapread.Mode.IDLE // at corpus.extra.switchmapread.Mode.<clinit>(Main.java:40)
  s9: call corpus.extra.switchmapread.Mode.$values // at corpus.extra.switchmapread.Mode.<clinit>(Main.java:40)
  s10: write corpus.extra.switchmapread.Mode.$VALUES // at corpus.extra.switchmapread.Mode.<clinit>(Main.java:40)
}

proc corpus.extra.switchmapread.Mode.<init>[corpus.extra.switchmapread.Mode@Main.java:40#2] {
}

proc corpus.extra.switchmapread.Mode.values {
  s0: read corpus.extra.switchmapread.Mode.$VALUES // at corpus.extra.switchmapread.Mode.values(Main.java:40)
}

proc entry {
  init0: call corpus.extra.switchmapread.Main.<clinit> // at corpus.extra.switchmapread.Main.main(Main.java:25)
  init1: call corpus.extra.switchmapread.Mode.<clinit> // at corpus.extra.switchmapread.Main.main(Main.java:25)
  main: call corpus.extra.switchmapread.Main.main // at corpus.extra.switchmapread.Main.main(Main.java:25)
}
