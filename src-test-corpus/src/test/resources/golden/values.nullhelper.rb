main entry

proc corpus.values.nullhelper.Main.<clinit> {
  s2: write corpus.values.nullhelper.Main.lock // at corpus.values.nullhelper.Main.<clinit>(Main.java:20)
  s5: write corpus.values.nullhelper.Main.idle // at corpus.values.nullhelper.Main.<clinit>(Main.java:21)
}

proc corpus.values.nullhelper.Main.borrow {
  s0: call corpus.values.nullhelper.Main.poll#result:null else s1e2 // at corpus.values.nullhelper.Main.borrow(Main.java:34)
  s0_1: goto s1e1                        // at corpus.values.nullhelper.Main.borrow(Main.java:34)
  s3: read corpus.values.nullhelper.Main.lock // at corpus.values.nullhelper.Main.borrow(Main.java:36)
  s4: acquire java.lang.Object@Main.java:20 // at corpus.values.nullhelper.Main.borrow(Main.java:36)
  s5: read corpus.values.nullhelper.Main.lock // at corpus.values.nullhelper.Main.borrow(Main.java:37)
  s6: wait java.lang.Object@Main.java:20 // at corpus.values.nullhelper.Main.borrow(Main.java:37)
  s7: release java.lang.Object@Main.java:20 // at corpus.values.nullhelper.Main.borrow(Main.java:38)
  s7_1: goto exit                        // at corpus.values.nullhelper.Main.borrow(Main.java:38)
  s1e1: call corpus.values.nullhelper.Main.isNull[corpus.values.nullhelper.Main.borrow:35#1]#result:boolean,p0=nonnull else exit // at corpus.values.nullhelper.Main.borrow(Main.java:35)
  s1e1_1: goto s3                        // at corpus.values.nullhelper.Main.borrow(Main.java:35)
  s1e2: call corpus.values.nullhelper.Main.isNull[corpus.values.nullhelper.Main.borrow:35#1] else exit // at corpus.values.nullhelper.Main.borrow(Main.java:35)
  s1e2_1: goto s3                        // at corpus.values.nullhelper.Main.borrow(Main.java:35)
}

proc corpus.values.nullhelper.Main.isNull[corpus.values.nullhelper.Main.borrow:35#1] {
}

proc corpus.values.nullhelper.Main.isNull[corpus.values.nullhelper.Main.borrow:35#1]#result:boolean,p0=nonnull {
  raise: raise                           // at corpus.values.nullhelper.Main.isNull(Main.java:30)
}

proc corpus.values.nullhelper.Main.main {
  s9: fork corpus.values.nullhelper.Main.run java.lang.Thread@Main.java:51 // at corpus.values.nullhelper.Main.main(Main.java:53)
  s10: fork corpus.values.nullhelper.Main.run java.lang.Thread@Main.java:52 // at corpus.values.nullhelper.Main.main(Main.java:54)
  s11: read corpus.values.nullhelper.Main.lock // at corpus.values.nullhelper.Main.main(Main.java:55)
  s12: acquire java.lang.Object@Main.java:20 // at corpus.values.nullhelper.Main.main(Main.java:55)
  s13: read corpus.values.nullhelper.Main.idle // at corpus.values.nullhelper.Main.main(Main.java:56)
  s16: write java.util.ArrayDeque@Main.java:21.$state // at corpus.values.nullhelper.Main.main(Main.java:56)
  s17: release java.lang.Object@Main.java:20 // at corpus.values.nullhelper.Main.main(Main.java:57)
  s23: join java.lang.Thread@Main.java:51 // at corpus.values.nullhelper.Main.main(Main.java:58)
  s24: join java.lang.Thread@Main.java:52 // at corpus.values.nullhelper.Main.main(Main.java:59)
}

proc corpus.values.nullhelper.Main.poll {
  s0: read corpus.values.nullhelper.Main.lock // at corpus.values.nullhelper.Main.poll(Main.java:24)
  s1: acquire java.lang.Object@Main.java:20 // at corpus.values.nullhelper.Main.poll(Main.java:24)
  s2: read corpus.values.nullhelper.Main.idle // at corpus.values.nullhelper.Main.poll(Main.java:25)
  s3: write java.util.ArrayDeque@Main.java:21.$state // at corpus.values.nullhelper.Main.poll(Main.java:25)
  s4: release java.lang.Object@Main.java:20 // at corpus.values.nullhelper.Main.poll(Main.java:25)
}

proc corpus.values.nullhelper.Main.poll#result:null {
  s0: read corpus.values.nullhelper.Main.lock // at corpus.values.nullhelper.Main.poll(Main.java:24)
  s1: acquire java.lang.Object@Main.java:20 // at corpus.values.nullhelper.Main.poll(Main.java:24)
  s2: read corpus.values.nullhelper.Main.idle // at corpus.values.nullhelper.Main.poll(Main.java:25)
  s3: write java.util.ArrayDeque@Main.java:21.$state // at corpus.values.nullhelper.Main.poll(Main.java:25)
  s4: release java.lang.Object@Main.java:20 // at corpus.values.nullhelper.Main.poll(Main.java:25)
  s5: jump exit raise                    // at corpus.values.nullhelper.Main.poll(Main.java:25)
  raise: raise                           // at corpus.values.nullhelper.Main.poll(Main.java:24)
}

proc corpus.values.nullhelper.Main.run {
  s0: call corpus.values.nullhelper.Main.borrow // at corpus.values.nullhelper.Main.run(Main.java:44)
}

proc entry {
  init0: call corpus.values.nullhelper.Main.<clinit> // at corpus.values.nullhelper.Main.main(Main.java:51)
  main: call corpus.values.nullhelper.Main.main // at corpus.values.nullhelper.Main.main(Main.java:51)
}
