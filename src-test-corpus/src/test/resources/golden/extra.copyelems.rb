main entry
counter java.util.concurrent.CountDownLatch@Main.java:26.count cap 1 init 1
var java.util.ArrayList@Main.java:45[corpus.extra.copyelems.Main.main:58#16].filled { false true } = false

proc corpus.extra.copyelems.Main$Task.<init>[corpus.extra.copyelems.Main$Task@Main.java:55] {
  s3: write corpus.extra.copyelems.Main$Task@Main.java:55.name // at corpus.extra.copyelems.Main$Task.<init>(Main.java:35)
}

proc corpus.extra.copyelems.Main.<clinit> {
  s2: write corpus.extra.copyelems.Main.SUMMED // at corpus.extra.copyelems.Main.<clinit>(Main.java:26)
  s6: write corpus.extra.copyelems.Main.PENDING // at corpus.extra.copyelems.Main.<clinit>(Main.java:27)
  s10: write corpus.extra.copyelems.Main.TASKS // at corpus.extra.copyelems.Main.<clinit>(Main.java:28)
}

proc corpus.extra.copyelems.Main.lookup[args(p0=text:b),corpus.extra.copyelems.Main.main:56#6] {
}

proc corpus.extra.copyelems.Main.main {
  s1: read corpus.extra.copyelems.Main.TASKS // at corpus.extra.copyelems.Main.main(Main.java:55)
  s3: call corpus.extra.copyelems.Main$Task.<init>[corpus.extra.copyelems.Main$Task@Main.java:55] // at corpus.extra.copyelems.Main.main(Main.java:55)
  s5: read corpus.extra.copyelems.Main.PENDING // at corpus.extra.copyelems.Main.main(Main.java:56)
  s6: call corpus.extra.copyelems.Main.lookup[args(p0=text:b),corpus.extra.copyelems.Main.main:56#6] // at corpus.extra.copyelems.Main.main(Main.java:56)
  s7: write java.util.LinkedList@Main.java:27.$state // at corpus.extra.copyelems.Main.main(Main.java:56)
  s8: read corpus.extra.copyelems.Main.TASKS // at corpus.extra.copyelems.Main.main(Main.java:57)
  s9: read corpus.extra.copyelems.Main.PENDING // at corpus.extra.copyelems.Main.main(Main.java:57)
  s16: fork corpus.extra.copyelems.Main.sum[corpus.extra.copyelems.Main.main:58#16] java.lang.Thread@Main.java:58 // at corpus.extra.copyelems.Main.main(Main.java:59)
  s17: read corpus.extra.copyelems.Main.SUMMED // at corpus.extra.copyelems.Main.main(Main.java:60)
  s18: until java.util.concurrent.CountDownLatch@Main.java:26.count <= 0 // at corpus.extra.copyelems.Main.main(Main.java:60)
  s19: join java.lang.Thread@Main.java:58 // at corpus.extra.copyelems.Main.main(Main.java:61)
}

proc corpus.extra.copyelems.Main.sum[corpus.extra.copyelems.Main.main:58#16] {
  s1: read corpus.extra.copyelems.Main.TASKS // at corpus.extra.copyelems.Main.sum(Main.java:45)
  s3: assign java.util.ArrayList@Main.java:45[corpus.extra.copyelems.Main.main:58#16].filled true // at corpus.extra.copyelems.Main.sum(Main.java:45)
  s5: switch java.util.ArrayList@Main.java:45[corpus.extra.copyelems.Main.main:58#16].filled false s19 true s6 // at corpus.extra.copyelems.Main.sum(Main.java:45)
  s6: jump s9 s19                        // at corpus.extra.copyelems.Main.sum(Main.java:45)
  s9: read corpus.extra.copyelems.Main.total // at corpus.extra.copyelems.Main.sum(Main.java:46)
  s10: jump s10_1 exit                   // at corpus.extra.copyelems.Main.sum(Main.java:46)
  s10_1: read corpus.extra.copyelems.Main$Task@Main.java:55.name // at corpus.extra.copyelems.Main.sum(Main.java:46)
  s13: write corpus.extra.copyelems.Main.total // at corpus.extra.copyelems.Main.sum(Main.java:46)
  s13_1: goto s5                         // at corpus.extra.copyelems.Main.sum(Main.java:46)
  s19: read corpus.extra.copyelems.Main.SUMMED // at corpus.extra.copyelems.Main.sum(Main.java:51)
  s20: trydown java.util.concurrent.CountDownLatch@Main.java:26.count 1 else s20_1 // at corpus.extra.copyelems.Main.sum(Main.java:51)
  s20_1: skip                            // at corpus.extra.copyelems.Main.sum(Main.java:51)
}

proc entry {
  init0: call corpus.extra.copyelems.Main.<clinit> // at corpus.extra.copyelems.Main.main(Main.java:55)
  main: call corpus.extra.copyelems.Main.main // at corpus.extra.copyelems.Main.main(Main.java:55)
}
