main entry
counter java.util.concurrent.CountDownLatch@Main.java:23.count cap 1 init 1
var corpus.extra.publishedstate.fixed.Main$Bean@Main.java:39[args(p1=0),corpus.extra.publishedstate.fixed.Main.main:63#2].state { null POJO MANAGED UNMANAGED } = null
var corpus.extra.publishedstate.fixed.Main$Bean@Main.java:39[args(p1=1),corpus.extra.publishedstate.fixed.Main.main:62#1].state { null POJO MANAGED UNMANAGED } = null
var java.util.concurrent.CopyOnWriteArrayList@Main.java:24.filled { false true } = false

proc corpus.extra.publishedstate.fixed.Main$Bean.<init>[corpus.extra.publishedstate.fixed.Main$Bean@Main.java:39,args(p1=0),corpus.extra.publishedstate.fixed.Main.main:63#2] {
  s3: read corpus.extra.publishedstate.fixed.Main$Managed.POJO // at corpus.extra.publishedstate.fixed.Main$Bean.<init>(Main.java:31)
  s3_1: goto s4e1                        // at corpus.extra.publishedstate.fixed.Main$Bean.<init>(Main.java:31)
  s5: write corpus.extra.publishedstate.fixed.Main$Bean@Main.java:39[args(p1=0),corpus.extra.publishedstate.fixed.Main.main:63#2].name // at corpus.extra.publishedstate.fixed.Main$Bean.<init>(Main.java:34)
  s5_1: goto exit                        // at corpus.extra.publishedstate.fixed.Main$Bean.<init>(Main.java:34)
  s4e1: assign corpus.extra.publishedstate.fixed.Main$Bean@Main.java:39[args(p1=0),corpus.extra.publishedstate.fixed.Main.main:63#2].state POJO // at corpus.extra.publishedstate.fixed.Main$Bean.<init>(Main.java:31)
  s4e1_1: goto s5                        // at corpus.extra.publishedstate.fixed.Main$Bean.<init>(Main.java:31)
}

proc corpus.extra.publishedstate.fixed.Main$Bean.<init>[corpus.extra.publishedstate.fixed.Main$Bean@Main.java:39,args(p1=1),corpus.extra.publishedstate.fixed.Main.main:62#1] {
  s3: read corpus.extra.publishedstate.fixed.Main$Managed.POJO // at corpus.extra.publishedstate.fixed.Main$Bean.<init>(Main.java:31)
  s3_1: goto s4e1                        // at corpus.extra.publishedstate.fixed.Main$Bean.<init>(Main.java:31)
  s5: write corpus.extra.publishedstate.fixed.Main$Bean@Main.java:39[args(p1=1),corpus.extra.publishedstate.fixed.Main.main:62#1].name // at corpus.extra.publishedstate.fixed.Main$Bean.<init>(Main.java:34)
  s5_1: goto exit                        // at corpus.extra.publishedstate.fixed.Main$Bean.<init>(Main.java:34)
  s4e1: assign corpus.extra.publishedstate.fixed.Main$Bean@Main.java:39[args(p1=1),corpus.extra.publishedstate.fixed.Main.main:62#1].state POJO // at corpus.extra.publishedstate.fixed.Main$Bean.<init>(Main.java:31)
  s4e1_1: goto s5                        // at corpus.extra.publishedstate.fixed.Main$Bean.<init>(Main.java:31)
}

proc corpus.extra.publishedstate.fixed.Main$Managed.$values {
  s1: read corpus.extra.publishedstate.fixed.Main$Managed.POJO // at corpus.extra.publishedstate.fixed.Main$Managed.$values(Main.java:27)
  s2: write corpus.extra.publishedstate.fixed.Main$Managed[]@Main.java:27[0] // at corpus.extra.publishedstate.fixed.Main$Managed.$values(Main.java:27)
  s3: read corpus.extra.publishedstate.fixed.Main$Managed.MANAGED // at corpus.extra.publishedstate.fixed.Main$Managed.$values(Main.java:27)
  s4: write corpus.extra.publishedstate.fixed.Main$Managed[]@Main.java:27[1] // at corpus.extra.publishedstate.fixed.Main$Managed.$values(Main.java:27)
  s5: read corpus.extra.publishedstate.fixed.Main$Managed.UNMANAGED // at corpus.extra.publishedstate.fixed.Main$Managed.$values(Main.java:27)
  s6: write corpus.extra.publishedstate.fixed.Main$Managed[]@Main.java:27[2] // at corpus.extra.publishedstate.fixed.Main$Managed.$values(Main.java:27)
}

proc corpus.extra.publishedstate.fixed.Main$Managed.<clinit> {
  s1: call corpus.extra.publishedstate.fixed.Main$Managed.<init>[corpus.extra.publishedstate.fixed.Main$Managed@Main.java:27#2] // at corpus.extra.publishedstate.fixed.Main$Managed.<clinit>(Main.java:27)
  s2: write corpus.extra.publishedstate.fixed.Main$Managed.POJO // at corpus.extra.publishedstate.fixed.Main$Managed.<clinit>(Main.java:27)
  s4: call corpus.extra.publishedstate.fixed.Main$Managed.<init>[corpus.extra.publishedstate.fixed.Main$Managed@Main.java:27#2] // at corpus.extra.publishedstate.fixed.Main$Managed.<clinit>(Main.java:27)
  s5: write corpus.extra.publishedstate.fixed.Main$Managed.MANAGED // at corpus.extra.publishedstate.fixed.Main$Managed.<clinit>(Main.java:27)
  s7: call corpus.extra.publishedstate.fixed.Main$Managed.<init>[corpus.extra.publishedstate.fixed.Main$Managed@Main.java:27#2] // at corpus.extra.publishedstate.fixed.Main$Managed.<clinit>(Main.java:27)
  s8: write corpus.extra.publishedstate.fixed.Main$Managed.UNMANAGED // at corpus.extra.publishedstate.fixed.Main$Managed.<clinit>(Main.java:27)
  s9: call corpus.extra.publishedstate.fixed.Main$Managed.$values // at corpus.extra.publishedstate.fixed.Main$Managed.<clinit>(Main.java:27)
  s10: write corpus.extra.publishedstate.fixed.Main$Managed.$VALUES // at corpus.extra.publishedstate.fixed.Main$Managed.<clinit>(Main.java:27)
}

proc corpus.extra.publishedstate.fixed.Main$Managed.<init>[corpus.extra.publishedstate.fixed.Main$Managed@Main.java:27#2] {
}

proc corpus.extra.publishedstate.fixed.Main.<clinit> {
  s2: write corpus.extra.publishedstate.fixed.Main.STARTED // at corpus.extra.publishedstate.fixed.Main.<clinit>(Main.java:23)
  s6: write corpus.extra.publishedstate.fixed.Main.BEANS // at corpus.extra.publishedstate.fixed.Main.<clinit>(Main.java:24)
}

proc corpus.extra.publishedstate.fixed.Main.add[args(p1=0),corpus.extra.publishedstate.fixed.Main.main:63#2] {
  s3: call corpus.extra.publishedstate.fixed.Main$Bean.<init>[corpus.extra.publishedstate.fixed.Main$Bean@Main.java:39,args(p1=0),corpus.extra.publishedstate.fixed.Main.main:63#2] // at corpus.extra.publishedstate.fixed.Main.add(Main.java:39)
  s5: read corpus.extra.publishedstate.fixed.Main.BEANS // at corpus.extra.publishedstate.fixed.Main.add(Main.java:40)
  s6: assign java.util.concurrent.CopyOnWriteArrayList@Main.java:24.filled true // at corpus.extra.publishedstate.fixed.Main.add(Main.java:40)
  s11: read corpus.extra.publishedstate.fixed.Main$Managed.UNMANAGED // at corpus.extra.publishedstate.fixed.Main.add(Main.java:44)
  s12e1: assign corpus.extra.publishedstate.fixed.Main$Bean@Main.java:39[args(p1=0),corpus.extra.publishedstate.fixed.Main.main:63#2].state UNMANAGED // at corpus.extra.publishedstate.fixed.Main.add(Main.java:44)
}

proc corpus.extra.publishedstate.fixed.Main.add[args(p1=0),corpus.extra.publishedstate.fixed.Main.main:63#2]#args,p1=0 {
  s0: goto s3e1                          // at corpus.extra.publishedstate.fixed.Main.add(Main.java:39)
  s11: read corpus.extra.publishedstate.fixed.Main$Managed.UNMANAGED // at corpus.extra.publishedstate.fixed.Main.add(Main.java:44)
  s11_1: goto s12e2                      // at corpus.extra.publishedstate.fixed.Main.add(Main.java:44)
  s3e1: call corpus.extra.publishedstate.fixed.Main$Bean.<init>[corpus.extra.publishedstate.fixed.Main$Bean@Main.java:39,args(p1=0),corpus.extra.publishedstate.fixed.Main.main:63#2] // at corpus.extra.publishedstate.fixed.Main.add(Main.java:39)
  s5e1: read corpus.extra.publishedstate.fixed.Main.BEANS // at corpus.extra.publishedstate.fixed.Main.add(Main.java:40)
  s6e1: assign java.util.concurrent.CopyOnWriteArrayList@Main.java:24.filled true // at corpus.extra.publishedstate.fixed.Main.add(Main.java:40)
  s6e1_1: goto s11                       // at corpus.extra.publishedstate.fixed.Main.add(Main.java:40)
  s12e2: assign corpus.extra.publishedstate.fixed.Main$Bean@Main.java:39[args(p1=0),corpus.extra.publishedstate.fixed.Main.main:63#2].state UNMANAGED // at corpus.extra.publishedstate.fixed.Main.add(Main.java:44)
}

proc corpus.extra.publishedstate.fixed.Main.add[args(p1=1),corpus.extra.publishedstate.fixed.Main.main:62#1] {
  s3: call corpus.extra.publishedstate.fixed.Main$Bean.<init>[corpus.extra.publishedstate.fixed.Main$Bean@Main.java:39,args(p1=1),corpus.extra.publishedstate.fixed.Main.main:62#1] // at corpus.extra.publishedstate.fixed.Main.add(Main.java:39)
  s5: read corpus.extra.publishedstate.fixed.Main.BEANS // at corpus.extra.publishedstate.fixed.Main.add(Main.java:40)
  s6: assign java.util.concurrent.CopyOnWriteArrayList@Main.java:24.filled true // at corpus.extra.publishedstate.fixed.Main.add(Main.java:40)
  s8: read corpus.extra.publishedstate.fixed.Main$Managed.MANAGED // at corpus.extra.publishedstate.fixed.Main.add(Main.java:42)
  s9e1: assign corpus.extra.publishedstate.fixed.Main$Bean@Main.java:39[args(p1=1),corpus.extra.publishedstate.fixed.Main.main:62#1].state MANAGED // at corpus.extra.publishedstate.fixed.Main.add(Main.java:42)
}

proc corpus.extra.publishedstate.fixed.Main.add[args(p1=1),corpus.extra.publishedstate.fixed.Main.main:62#1]#args,p1=1 {
  s0: goto s3e1                          // at corpus.extra.publishedstate.fixed.Main.add(Main.java:39)
  s8: read corpus.extra.publishedstate.fixed.Main$Managed.MANAGED // at corpus.extra.publishedstate.fixed.Main.add(Main.java:42)
  s8_1: goto s9e2                        // at corpus.extra.publishedstate.fixed.Main.add(Main.java:42)
  s3e1: call corpus.extra.publishedstate.fixed.Main$Bean.<init>[corpus.extra.publishedstate.fixed.Main$Bean@Main.java:39,args(p1=1),corpus.extra.publishedstate.fixed.Main.main:62#1] // at corpus.extra.publishedstate.fixed.Main.add(Main.java:39)
  s5e1: read corpus.extra.publishedstate.fixed.Main.BEANS // at corpus.extra.publishedstate.fixed.Main.add(Main.java:40)
  s6e1: assign java.util.concurrent.CopyOnWriteArrayList@Main.java:24.filled true // at corpus.extra.publishedstate.fixed.Main.add(Main.java:40)
  s6e1_1: goto s8                        // at corpus.extra.publishedstate.fixed.Main.add(Main.java:40)
  s9e2: assign corpus.extra.publishedstate.fixed.Main$Bean@Main.java:39[args(p1=1),corpus.extra.publishedstate.fixed.Main.main:62#1].state MANAGED // at corpus.extra.publishedstate.fixed.Main.add(Main.java:42)
}

proc corpus.extra.publishedstate.fixed.Main.main {
  s1: call corpus.extra.publishedstate.fixed.Main.add[args(p1=1),corpus.extra.publishedstate.fixed.Main.main:62#1]#args,p1=1 // at corpus.extra.publishedstate.fixed.Main.main(Main.java:62)
  s2: call corpus.extra.publishedstate.fixed.Main.add[args(p1=0),corpus.extra.publishedstate.fixed.Main.main:63#2]#args,p1=0 // at corpus.extra.publishedstate.fixed.Main.main(Main.java:63)
  s7: fork corpus.extra.publishedstate.fixed.Main.start java.lang.Thread@Main.java:64 // at corpus.extra.publishedstate.fixed.Main.main(Main.java:65)
  s8: read corpus.extra.publishedstate.fixed.Main.STARTED // at corpus.extra.publishedstate.fixed.Main.main(Main.java:66)
  s9: until java.util.concurrent.CountDownLatch@Main.java:23.count <= 0 // at corpus.extra.publishedstate.fixed.Main.main(Main.java:66)
  s10: join java.lang.Thread@Main.java:64 // at corpus.extra.publishedstate.fixed.Main.main(Main.java:67)
}

proc corpus.extra.publishedstate.fixed.Main.start {
  s0: read corpus.extra.publishedstate.fixed.Main.BEANS // at corpus.extra.publishedstate.fixed.Main.start(Main.java:50)
  s2: switch java.util.concurrent.CopyOnWriteArrayList@Main.java:24.filled false s17 true s3 // at corpus.extra.publishedstate.fixed.Main.start(Main.java:50)
  s3: jump s6e3 s17                      // at corpus.extra.publishedstate.fixed.Main.start(Main.java:50)
  s8: jump s9 s2                         // at corpus.extra.publishedstate.fixed.Main.start(Main.java:51)
  s9: read corpus.extra.publishedstate.fixed.Main.managed // at corpus.extra.publishedstate.fixed.Main.start(Main.java:52)
  s11: write corpus.extra.publishedstate.fixed.Main.managed // at corpus.extra.publishedstate.fixed.Main.start(Main.java:52)
  s11_1: goto s2                         // at corpus.extra.publishedstate.fixed.Main.start(Main.java:52)
  s17: read corpus.extra.publishedstate.fixed.Main.STARTED // at corpus.extra.publishedstate.fixed.Main.start(Main.java:58)
  s18: trydown java.util.concurrent.CountDownLatch@Main.java:23.count 1 else s18_1 // at corpus.extra.publishedstate.fixed.Main.start(Main.java:58)
  s18_1: skip                            // at corpus.extra.publishedstate.fixed.Main.start(Main.java:58)
  s18_2: goto exit                       // at corpus.extra.publishedstate.fixed.Main.start(Main.java:58)
  s6e3: jump s6e3_1 s6e3_2               // at corpus.extra.publishedstate.fixed.Main.start(Main.java:51)
  s6e3_1: switch corpus.extra.publishedstate.fixed.Main$Bean@Main.java:39[args(p1=1),corpus.extra.publishedstate.fixed.Main.main:62#1].state null s8 POJO s2 MANAGED s9 UNMANAGED s2 // at corpus.extra.publishedstate.fixed.Main.start(Main.java:51)
  s6e3_2: switch corpus.extra.publishedstate.fixed.Main$Bean@Main.java:39[args(p1=0),corpus.extra.publishedstate.fixed.Main.main:63#2].state null s8 POJO s2 MANAGED s9 UNMANAGED s2 // at corpus.extra.publishedstate.fixed.Main.start(Main.java:51)
}

proc entry {
  init0: call corpus.extra.publishedstate.fixed.Main.<clinit> // at corpus.extra.publishedstate.fixed.Main.main(Main.java:62)
  init1: call corpus.extra.publishedstate.fixed.Main$Managed.<clinit> // at corpus.extra.publishedstate.fixed.Main.main(Main.java:62)
  main: call corpus.extra.publishedstate.fixed.Main.main // at corpus.extra.publishedstate.fixed.Main.main(Main.java:62)
}
