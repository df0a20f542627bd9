main entry

proc corpus.extra.lengthcheck.Main$Items.<init>[corpus.extra.lengthcheck.Main$Items@Main.java:48] {
  s3: write corpus.extra.lengthcheck.Main$Items@Main.java:48.array // at corpus.extra.lengthcheck.Main$Items.<init>(Main.java:25)
}

proc corpus.extra.lengthcheck.Main$Items.cursorAt[args(p0=1),corpus.extra.lengthcheck.Main$Items@Main.java:48] {
  s2: read corpus.extra.lengthcheck.Main$Items@Main.java:48.array // at corpus.extra.lengthcheck.Main$Items.cursorAt(Main.java:33)
  s3: call corpus.extra.lengthcheck.Main.position[args(p1=1),corpus.extra.lengthcheck.Main$Items.cursorAt:33#3,args(p0=1),corpus.extra.lengthcheck.Main$Items@Main.java:48] else raise // at corpus.extra.lengthcheck.Main$Items.cursorAt(Main.java:33)
  s3_1: goto exit                        // at corpus.extra.lengthcheck.Main$Items.cursorAt(Main.java:33)
  raise: raise                           // at corpus.extra.lengthcheck.Main$Items.cursorAt(Main.java:33)
}

proc corpus.extra.lengthcheck.Main$Items.cursor[corpus.extra.lengthcheck.Main$Items@Main.java:48] {
  s1: call corpus.extra.lengthcheck.Main$Items.cursorAt[args(p0=1),corpus.extra.lengthcheck.Main$Items@Main.java:48] else raise // at corpus.extra.lengthcheck.Main$Items.cursor(Main.java:29)
  s1_1: goto exit                        // at corpus.extra.lengthcheck.Main$Items.cursor(Main.java:29)
  raise: raise                           // at corpus.extra.lengthcheck.Main$Items.cursor(Main.java:29)
}

proc corpus.extra.lengthcheck.Main.<clinit> {
  s2: write corpus.extra.lengthcheck.Main.lock // at corpus.extra.lengthcheck.Main.<clinit>(Main.java:19)
  s5: call corpus.extra.lengthcheck.Main$Items.<init>[corpus.extra.lengthcheck.Main$Items@Main.java:48] // at corpus.extra.lengthcheck.Main.<clinit>(Main.java:48)
  s6: write corpus.extra.lengthcheck.Main.ITEMS // at corpus.extra.lengthcheck.Main.<clinit>(Main.java:48)
}

proc corpus.extra.lengthcheck.Main.checkPosition[corpus.extra.lengthcheck.Main.position:38#3,args(p1=1),corpus.extra.lengthcheck.Main$Items.cursorAt:33#3,args(p0=1),corpus.extra.lengthcheck.Main$Items@Main.java:48] {
  s3: jump raise exit                    // at corpus.extra.lengthcheck.Main.checkPosition(Main.java:42)
  raise: raise                           // at corpus.extra.lengthcheck.Main.checkPosition(Main.java:42)
}

proc corpus.extra.lengthcheck.Main.main {
  s9: fork corpus.extra.lengthcheck.Main.step java.lang.Thread@Main.java:57 // at corpus.extra.lengthcheck.Main.main(Main.java:59)
  s10: fork corpus.extra.lengthcheck.Main.step java.lang.Thread@Main.java:58 // at corpus.extra.lengthcheck.Main.main(Main.java:60)
  s11: join java.lang.Thread@Main.java:57 // at corpus.extra.lengthcheck.Main.main(Main.java:61)
  s12: join java.lang.Thread@Main.java:58 // at corpus.extra.lengthcheck.Main.main(Main.java:62)
  s13: read corpus.extra.lengthcheck.Main.lock // at corpus.extra.lengthcheck.Main.main(Main.java:63)
  s14: acquire java.util.concurrent.locks.ReentrantLock@Main.java:19 // at corpus.extra.lengthcheck.Main.main(Main.java:63)
  s15: read corpus.extra.lengthcheck.Main.lock // at corpus.extra.lengthcheck.Main.main(Main.java:64)
  s16: release java.util.concurrent.locks.ReentrantLock@Main.java:19 // at corpus.extra.lengthcheck.Main.main(Main.java:64)
}

proc corpus.extra.lengthcheck.Main.position[args(p1=1),corpus.extra.lengthcheck.Main$Items.cursorAt:33#3,args(p0=1),corpus.extra.lengthcheck.Main$Items@Main.java:48] {
  s3: call corpus.extra.lengthcheck.Main.checkPosition[corpus.extra.lengthcheck.Main.position:38#3,args(p1=1),corpus.extra.lengthcheck.Main$Items.cursorAt:33#3,args(p0=1),corpus.extra.lengthcheck.Main$Items@Main.java:48] else raise // at corpus.extra.lengthcheck.Main.position(Main.java:38)
  s3_1: goto exit                        // at corpus.extra.lengthcheck.Main.position(Main.java:38)
  raise: raise                           // at corpus.extra.lengthcheck.Main.position(Main.java:38)
}

proc corpus.extra.lengthcheck.Main.step {
  s0: read corpus.extra.lengthcheck.Main.lock // at corpus.extra.lengthcheck.Main.step(Main.java:51)
  s1: acquire java.util.concurrent.locks.ReentrantLock@Main.java:19 // at corpus.extra.lengthcheck.Main.step(Main.java:51)
  s2: read corpus.extra.lengthcheck.Main.ITEMS // at corpus.extra.lengthcheck.Main.step(Main.java:52)
  s3: call corpus.extra.lengthcheck.Main$Items.cursor[corpus.extra.lengthcheck.Main$Items@Main.java:48] else raise // at corpus.extra.lengthcheck.Main.step(Main.java:52)
  s4: read corpus.extra.lengthcheck.Main.lock // at corpus.extra.lengthcheck.Main.step(Main.java:53)
  s5: release java.util.concurrent.locks.ReentrantLock@Main.java:19 // at corpus.extra.lengthcheck.Main.step(Main.java:53)
  s5_1: goto exit                        // at corpus.extra.lengthcheck.Main.step(Main.java:53)
  raise: raise                           // at corpus.extra.lengthcheck.Main.step(Main.java:51)
}

proc entry {
  init0: call corpus.extra.lengthcheck.Main.<clinit> // at corpus.extra.lengthcheck.Main.main(Main.java:57)
  main: call corpus.extra.lengthcheck.Main.main // at corpus.extra.lengthcheck.Main.main(Main.java:57)
}
