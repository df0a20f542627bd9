main entry

proc corpus.values.nullhelper.Main.<clinit> {
  s2: write corpus.values.nullhelper.Main.lock // at corpus.values.nullhelper.Main.<clinit>(Main.java:19)
  s5: write corpus.values.nullhelper.Main.idle // at corpus.values.nullhelper.Main.<clinit>(Main.java:20)
}

proc corpus.values.nullhelper.Main.borrow {
  s0: call corpus.values.nullhelper.Main.poll#result:null else s1e2 // at corpus.values.nullhelper.Main.borrow(Main.java:33)
  s0_1: goto s1e1                        // at corpus.values.nullhelper.Main.borrow(Main.java:33)
  s3: read corpus.values.nullhelper.Main.lock // at corpus.values.nullhelper.Main.borrow(Main.java:35)
  s4: acquire java.lang.Object@Main.java:19 // at corpus.values.nullhelper.Main.borrow(Main.java:35)
  s5: read corpus.values.nullhelper.Main.idle // at corpus.values.nullhelper.Main.borrow(Main.java:36)
  s7: jump s8 s15                        // at corpus.values.nullhelper.Main.borrow(Main.java:36)
  s8: read corpus.values.nullhelper.Main.lock // at corpus.values.nullhelper.Main.borrow(Main.java:37)
  s9: wait java.lang.Object@Main.java:19 // at corpus.values.nullhelper.Main.borrow(Main.java:37)
  s9_1: goto s5                          // at corpus.values.nullhelper.Main.borrow(Main.java:37)
  s15: read corpus.values.nullhelper.Main.idle // at corpus.values.nullhelper.Main.borrow(Main.java:39)
  s17: release java.lang.Object@Main.java:19 // at corpus.values.nullhelper.Main.borrow(Main.java:40)
  s19: read corpus.values.nullhelper.Main.lock // at corpus.values.nullhelper.Main.borrow(Main.java:42)
  s20: acquire java.lang.Object@Main.java:19 // at corpus.values.nullhelper.Main.borrow(Main.java:42)
  s21: read corpus.values.nullhelper.Main.idle // at corpus.values.nullhelper.Main.borrow(Main.java:43)
  s23: read corpus.values.nullhelper.Main.lock // at corpus.values.nullhelper.Main.borrow(Main.java:44)
  s24: notifyAll java.lang.Object@Main.java:19 // at corpus.values.nullhelper.Main.borrow(Main.java:44)
  s25: release java.lang.Object@Main.java:19 // at corpus.values.nullhelper.Main.borrow(Main.java:45)
  s25_1: goto exit                       // at corpus.values.nullhelper.Main.borrow(Main.java:45)
  s1e1: call corpus.values.nullhelper.Main.isNull[corpus.values.nullhelper.Main.borrow:34#1]#result:boolean,p0=nonnull else s19e1 // at corpus.values.nullhelper.Main.borrow(Main.java:34)
  s1e1_1: goto s3                        // at corpus.values.nullhelper.Main.borrow(Main.java:34)
  s19e1: read corpus.values.nullhelper.Main.lock // at corpus.values.nullhelper.Main.borrow(Main.java:42)
  s20e1: acquire java.lang.Object@Main.java:19 // at corpus.values.nullhelper.Main.borrow(Main.java:42)
  s21e1: read corpus.values.nullhelper.Main.idle // at corpus.values.nullhelper.Main.borrow(Main.java:43)
  s21e1_1: goto s23                      // at corpus.values.nullhelper.Main.borrow(Main.java:43)
  s1e2: call corpus.values.nullhelper.Main.isNull[corpus.values.nullhelper.Main.borrow:34#1]#result:boolean,p0=null else s19e2 // at corpus.values.nullhelper.Main.borrow(Main.java:34)
  s1e2_1: goto s3                        // at corpus.values.nullhelper.Main.borrow(Main.java:34)
  s19e2: read corpus.values.nullhelper.Main.lock // at corpus.values.nullhelper.Main.borrow(Main.java:42)
  s20e2: acquire java.lang.Object@Main.java:19 // at corpus.values.nullhelper.Main.borrow(Main.java:42)
  s21e2: read corpus.values.nullhelper.Main.idle // at corpus.values.nullhelper.Main.borrow(Main.java:43)
  s21e2_1: goto s23                      // at corpus.values.nullhelper.Main.borrow(Main.java:43)
}

proc corpus.values.nullhelper.Main.isNull[corpus.values.nullhelper.Main.borrow:34#1] {
}

proc corpus.values.nullhelper.Main.isNull[corpus.values.nullhelper.Main.borrow:34#1]#result:boolean,p0=nonnull {
  raise: raise                           // at corpus.values.nullhelper.Main.isNull(Main.java:29)
}

proc corpus.values.nullhelper.Main.isNull[corpus.values.nullhelper.Main.borrow:34#1]#result:boolean,p0=null {
}

proc corpus.values.nullhelper.Main.main {
  s9: fork corpus.values.nullhelper.Main.run java.lang.Thread@Main.java:57 // at corpus.values.nullhelper.Main.main(Main.java:59)
  s10: fork corpus.values.nullhelper.Main.run java.lang.Thread@Main.java:58 // at corpus.values.nullhelper.Main.main(Main.java:60)
  s11: join java.lang.Thread@Main.java:57 // at corpus.values.nullhelper.Main.main(Main.java:61)
  s12: join java.lang.Thread@Main.java:58 // at corpus.values.nullhelper.Main.main(Main.java:62)
}

proc corpus.values.nullhelper.Main.poll {
  s0: read corpus.values.nullhelper.Main.lock // at corpus.values.nullhelper.Main.poll(Main.java:23)
  s1: acquire java.lang.Object@Main.java:19 // at corpus.values.nullhelper.Main.poll(Main.java:23)
  s2: read corpus.values.nullhelper.Main.idle // at corpus.values.nullhelper.Main.poll(Main.java:24)
  s4: release java.lang.Object@Main.java:19 // at corpus.values.nullhelper.Main.poll(Main.java:24)
}

proc corpus.values.nullhelper.Main.poll#result:null {
  s0: read corpus.values.nullhelper.Main.lock // at corpus.values.nullhelper.Main.poll(Main.java:23)
  s1: acquire java.lang.Object@Main.java:19 // at corpus.values.nullhelper.Main.poll(Main.java:23)
  s2: read corpus.values.nullhelper.Main.idle // at corpus.values.nullhelper.Main.poll(Main.java:24)
  s4: release java.lang.Object@Main.java:19 // at corpus.values.nullhelper.Main.poll(Main.java:24)
  s5: jump exit raise                    // at corpus.values.nullhelper.Main.poll(Main.java:24)
  raise: raise                           // at corpus.values.nullhelper.Main.poll(Main.java:23)
}

proc corpus.values.nullhelper.Main.run {
  s0: call corpus.values.nullhelper.Main.borrow // at corpus.values.nullhelper.Main.run(Main.java:50)
}

proc entry {
  init0: call corpus.values.nullhelper.Main.<clinit> // at corpus.values.nullhelper.Main.main(Main.java:57)
  main: call corpus.values.nullhelper.Main.main // at corpus.values.nullhelper.Main.main(Main.java:57)
}
