main entry
var corpus.extra.unsafefield.Main@Main.java:51.done { false true } = false

proc corpus.extra.unsafefield.Main.<clinit> {
  s0: call corpus.extra.unsafefield.Main.unsafe[corpus.extra.unsafefield.Main.<clinit>:25#0] // at corpus.extra.unsafefield.Main.<clinit>(Main.java:25)
  s1: write corpus.extra.unsafefield.Main.U // at corpus.extra.unsafefield.Main.<clinit>(Main.java:25)
  s2: call corpus.extra.unsafefield.Main.offset[corpus.extra.unsafefield.Main.<clinit>:26#2] // at corpus.extra.unsafefield.Main.<clinit>(Main.java:26)
  s3: write corpus.extra.unsafefield.Main.HITS // at corpus.extra.unsafefield.Main.<clinit>(Main.java:26)
  s6: write corpus.extra.unsafefield.Main.LOCK // at corpus.extra.unsafefield.Main.<clinit>(Main.java:27)
}

proc corpus.extra.unsafefield.Main.<init>[corpus.extra.unsafefield.Main@Main.java:51] {
}

proc corpus.extra.unsafefield.Main.lambda$main$0[corpus.extra.unsafefield.Main.main:52#8] {
  s1: read corpus.extra.unsafefield.Main.LOCK // at corpus.extra.unsafefield.Main.lambda$main$0(Main.java:53)
  s2: acquire java.lang.Object@Main.java:27 // at corpus.extra.unsafefield.Main.lambda$main$0(Main.java:53)
  s3: read corpus.extra.unsafefield.Main.LOCK // at corpus.extra.unsafefield.Main.lambda$main$0(Main.java:54)
  s4: notifyAll java.lang.Object@Main.java:27 // at corpus.extra.unsafefield.Main.lambda$main$0(Main.java:54)
  s5: release java.lang.Object@Main.java:27 // at corpus.extra.unsafefield.Main.lambda$main$0(Main.java:55)
  s11: read corpus.extra.unsafefield.Main.U // at corpus.extra.unsafefield.Main.lambda$main$0(Main.java:56)
  s12: read corpus.extra.unsafefield.Main.HITS // at corpus.extra.unsafefield.Main.lambda$main$0(Main.java:56)
}

proc corpus.extra.unsafefield.Main.main {
  s0: goto s2e1                          // at corpus.extra.unsafefield.Main.main(Main.java:51)
  s20: release java.lang.Object@Main.java:27 // at corpus.extra.unsafefield.Main.main(Main.java:63)
  s22: join java.lang.Thread@Main.java:52 // at corpus.extra.unsafefield.Main.main(Main.java:64)
  s22_1: goto exit                       // at corpus.extra.unsafefield.Main.main(Main.java:64)
  s2e1: call corpus.extra.unsafefield.Main.<init>[corpus.extra.unsafefield.Main@Main.java:51] // at corpus.extra.unsafefield.Main.main(Main.java:51)
  s8e1: fork corpus.extra.unsafefield.Main.lambda$main$0[corpus.extra.unsafefield.Main.main:52#8] java.lang.Thread@Main.java:52 // at corpus.extra.unsafefield.Main.main(Main.java:58)
  s9e1: read corpus.extra.unsafefield.Main.LOCK // at corpus.extra.unsafefield.Main.main(Main.java:59)
  s10e1: acquire java.lang.Object@Main.java:27 // at corpus.extra.unsafefield.Main.main(Main.java:59)
  s11e1: switch corpus.extra.unsafefield.Main@Main.java:51.done false s13e1 true s20 // at corpus.extra.unsafefield.Main.main(Main.java:60)
  s13e1: read corpus.extra.unsafefield.Main.LOCK // at corpus.extra.unsafefield.Main.main(Main.java:61)
  s14e1: wait java.lang.Object@Main.java:27 // at corpus.extra.unsafefield.Main.main(Main.java:61)
  s14e1_1: goto s11e1                    // at corpus.extra.unsafefield.Main.main(Main.java:61)
}

proc corpus.extra.unsafefield.Main.offset[corpus.extra.unsafefield.Main.<clinit>:26#2] {
  s1: read corpus.extra.unsafefield.Main.U // at corpus.extra.unsafefield.Main.offset(Main.java:44)
  s3: jump exit raise                    // at corpus.extra.unsafefield.Main.offset(Main.java:44)
  raise: raise                           // at corpus.extra.unsafefield.Main.offset(Main.java:44)
}

proc corpus.extra.unsafefield.Main.unsafe[corpus.extra.unsafefield.Main.<clinit>:25#0] {
  s1: jump s3 raise                      // at corpus.extra.unsafefield.Main.unsafe(Main.java:34)
  s3: jump exit raise                    // at corpus.extra.unsafefield.Main.unsafe(Main.java:36)
  raise: raise                           // at corpus.extra.unsafefield.Main.unsafe(Main.java:34)
}

proc entry {
  init0: call corpus.extra.unsafefield.Main.<clinit> // at corpus.extra.unsafefield.Main.main(Main.java:51)
  main: call corpus.extra.unsafefield.Main.main // at corpus.extra.unsafefield.Main.main(Main.java:51)
}
