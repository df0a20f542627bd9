main entry
counter java.util.concurrent.CountDownLatch@Main.java:24.count cap 1 init 1
var java.util.ArrayList@Main.java:43[corpus.extra.copyelems.fixed.Main.main:59#17].filled { false true } = false

proc corpus.extra.copyelems.fixed.Main$Task.<init>[corpus.extra.copyelems.fixed.Main$Task@Main.java:53] {
  s3: write corpus.extra.copyelems.fixed.Main$Task@Main.java:53.name // at corpus.extra.copyelems.fixed.Main$Task.<init>(Main.java:33)
}

proc corpus.extra.copyelems.fixed.Main.<clinit> {
  s2: write corpus.extra.copyelems.fixed.Main.SUMMED // at corpus.extra.copyelems.fixed.Main.<clinit>(Main.java:24)
  s6: write corpus.extra.copyelems.fixed.Main.PENDING // at corpus.extra.copyelems.fixed.Main.<clinit>(Main.java:25)
  s10: write corpus.extra.copyelems.fixed.Main.TASKS // at corpus.extra.copyelems.fixed.Main.<clinit>(Main.java:26)
}

proc corpus.extra.copyelems.fixed.Main.lookup[args(p0=text:b),corpus.extra.copyelems.fixed.Main.main:54#5] {
}

proc corpus.extra.copyelems.fixed.Main.main {
  s1: read corpus.extra.copyelems.fixed.Main.TASKS // at corpus.extra.copyelems.fixed.Main.main(Main.java:53)
  s3: call corpus.extra.copyelems.fixed.Main$Task.<init>[corpus.extra.copyelems.fixed.Main$Task@Main.java:53] // at corpus.extra.copyelems.fixed.Main.main(Main.java:53)
  s5: call corpus.extra.copyelems.fixed.Main.lookup[args(p0=text:b),corpus.extra.copyelems.fixed.Main.main:54#5] // at corpus.extra.copyelems.fixed.Main.main(Main.java:54)
  s9: read corpus.extra.copyelems.fixed.Main.TASKS // at corpus.extra.copyelems.fixed.Main.main(Main.java:58)
  s10: read corpus.extra.copyelems.fixed.Main.PENDING // at corpus.extra.copyelems.fixed.Main.main(Main.java:58)
  s17: fork corpus.extra.copyelems.fixed.Main.sum[corpus.extra.copyelems.fixed.Main.main:59#17] java.lang.Thread@Main.java:59 // at corpus.extra.copyelems.fixed.Main.main(Main.java:60)
  s18: read corpus.extra.copyelems.fixed.Main.SUMMED // at corpus.extra.copyelems.fixed.Main.main(Main.java:61)
  s19: until java.util.concurrent.CountDownLatch@Main.java:24.count <= 0 // at corpus.extra.copyelems.fixed.Main.main(Main.java:61)
  s20: join java.lang.Thread@Main.java:59 // at corpus.extra.copyelems.fixed.Main.main(Main.java:62)
}

proc corpus.extra.copyelems.fixed.Main.sum[corpus.extra.copyelems.fixed.Main.main:59#17] {
  s1: read corpus.extra.copyelems.fixed.Main.TASKS // at corpus.extra.copyelems.fixed.Main.sum(Main.java:43)
  s3: assign java.util.ArrayList@Main.java:43[corpus.extra.copyelems.fixed.Main.main:59#17].filled true // at corpus.extra.copyelems.fixed.Main.sum(Main.java:43)
  s5: switch java.util.ArrayList@Main.java:43[corpus.extra.copyelems.fixed.Main.main:59#17].filled false s19 true s6 // at corpus.extra.copyelems.fixed.Main.sum(Main.java:43)
  s6: jump s9 s19                        // at corpus.extra.copyelems.fixed.Main.sum(Main.java:43)
  s9: read corpus.extra.copyelems.fixed.Main.total // at corpus.extra.copyelems.fixed.Main.sum(Main.java:44)
  s10: read corpus.extra.copyelems.fixed.Main$Task@Main.java:53.name // at corpus.extra.copyelems.fixed.Main.sum(Main.java:44)
  s13: write corpus.extra.copyelems.fixed.Main.total // at corpus.extra.copyelems.fixed.Main.sum(Main.java:44)
  s13_1: goto s5                         // at corpus.extra.copyelems.fixed.Main.sum(Main.java:44)
  s19: read corpus.extra.copyelems.fixed.Main.SUMMED // at corpus.extra.copyelems.fixed.Main.sum(Main.java:49)
  s20: trydown java.util.concurrent.CountDownLatch@Main.java:24.count 1 else s20_1 // at corpus.extra.copyelems.fixed.Main.sum(Main.java:49)
  s20_1: skip                            // at corpus.extra.copyelems.fixed.Main.sum(Main.java:49)
}

proc entry {
  init0: call corpus.extra.copyelems.fixed.Main.<clinit> // at corpus.extra.copyelems.fixed.Main.main(Main.java:53)
  main: call corpus.extra.copyelems.fixed.Main.main // at corpus.extra.copyelems.fixed.Main.main(Main.java:53)
}
