main entry
counter java.util.concurrent.CountDownLatch@Main.java:25.count cap 1 init 1
var corpus.extra.publishedstate.Main$Bean@Main.java:41[args(p1=0),corpus.extra.publishedstate.Main.main:65#2].state { null POJO MANAGED UNMANAGED } = null
var corpus.extra.publishedstate.Main$Bean@Main.java:41[args(p1=1),corpus.extra.publishedstate.Main.main:64#1].state { null POJO MANAGED UNMANAGED } = null
var java.util.concurrent.CopyOnWriteArrayList@Main.java:26.filled { false true } = false

proc corpus.extra.publishedstate.Main$Bean.<init>[corpus.extra.publishedstate.Main$Bean@Main.java:41,args(p1=0),corpus.extra.publishedstate.Main.main:65#2] {
  s3: read corpus.extra.publishedstate.Main$Managed.POJO // at corpus.extra.publishedstate.Main$Bean.<init>(Main.java:33)
  s3_1: goto s4e1                        // at corpus.extra.publishedstate.Main$Bean.<init>(Main.java:33)
  s5: write corpus.extra.publishedstate.Main$Bean@Main.java:41[args(p1=0),corpus.extra.publishedstate.Main.main:65#2].name // at corpus.extra.publishedstate.Main$Bean.<init>(Main.java:36)
  s5_1: goto exit                        // at corpus.extra.publishedstate.Main$Bean.<init>(Main.java:36)
  s4e1: assign corpus.extra.publishedstate.Main$Bean@Main.java:41[args(p1=0),corpus.extra.publishedstate.Main.main:65#2].state POJO // at corpus.extra.publishedstate.Main$Bean.<init>(Main.java:33)
  s4e1_1: goto s5                        // at corpus.extra.publishedstate.Main$Bean.<init>(Main.java:33)
}

proc corpus.extra.publishedstate.Main$Bean.<init>[corpus.extra.publishedstate.Main$Bean@Main.java:41,args(p1=1),corpus.extra.publishedstate.Main.main:64#1] {
  s3: read corpus.extra.publishedstate.Main$Managed.POJO // at corpus.extra.publishedstate.Main$Bean.<init>(Main.java:33)
  s3_1: goto s4e1                        // at corpus.extra.publishedstate.Main$Bean.<init>(Main.java:33)
  s5: write corpus.extra.publishedstate.Main$Bean@Main.java:41[args(p1=1),corpus.extra.publishedstate.Main.main:64#1].name // at corpus.extra.publishedstate.Main$Bean.<init>(Main.java:36)
  s5_1: goto exit                        // at corpus.extra.publishedstate.Main$Bean.<init>(Main.java:36)
  s4e1: assign corpus.extra.publishedstate.Main$Bean@Main.java:41[args(p1=1),corpus.extra.publishedstate.Main.main:64#1].state POJO // at corpus.extra.publishedstate.Main$Bean.<init>(Main.java:33)
  s4e1_1: goto s5                        // at corpus.extra.publishedstate.Main$Bean.<init>(Main.java:33)
}

proc corpus.extra.publishedstate.Main$Managed.$values {
  s1: read corpus.extra.publishedstate.Main$Managed.POJO // at corpus.extra.publishedstate.Main$Managed.$values(Main.java:29)
  s2: write corpus.extra.publishedstate.Main$Managed[]@Main.java:29[0] // at corpus.extra.publishedstate.Main$Managed.$values(Main.java:29)
  s3: read corpus.extra.publishedstate.Main$Managed.MANAGED // at corpus.extra.publishedstate.Main$Managed.$values(Main.java:29)
  s4: write corpus.extra.publishedstate.Main$Managed[]@Main.java:29[1] // at corpus.extra.publishedstate.Main$Managed.$values(Main.java:29)
  s5: read corpus.extra.publishedstate.Main$Managed.UNMANAGED // at corpus.extra.publishedstate.Main$Managed.$values(Main.java:29)
  s6: write corpus.extra.publishedstate.Main$Managed[]@Main.java:29[2] // at corpus.extra.publishedstate.Main$Managed.$values(Main.java:29)
}

proc corpus.extra.publishedstate.Main$Managed.<clinit> {
  s1: call corpus.extra.publishedstate.Main$Managed.<init>[corpus.extra.publishedstate.Main$Managed@Main.java:29#2] // at corpus.extra.publishedstate.Main$Managed.<clinit>(Main.java:29)
  s2: write corpus.extra.publishedstate.Main$Managed.POJO // at corpus.extra.publishedstate.Main$Managed.<clinit>(Main.java:29)
  s4: call corpus.extra.publishedstate.Main$Managed.<init>[corpus.extra.publishedstate.Main$Managed@Main.java:29#2] // at corpus.extra.publishedstate.Main$Managed.<clinit>(Main.java:29)
  s5: write corpus.extra.publishedstate.Main$Managed.MANAGED // at corpus.extra.publishedstate.Main$Managed.<clinit>(Main.java:29)
  s7: call corpus.extra.publishedstate.Main$Managed.<init>[corpus.extra.publishedstate.Main$Managed@Main.java:29#2] // at corpus.extra.publishedstate.Main$Managed.<clinit>(Main.java:29)
  s8: write corpus.extra.publishedstate.Main$Managed.UNMANAGED // at corpus.extra.publishedstate.Main$Managed.<clinit>(Main.java:29)
  s9: call corpus.extra.publishedstate.Main$Managed.$values // at corpus.extra.publishedstate.Main$Managed.<clinit>(Main.java:29)
  s10: write corpus.extra.publishedstate.Main$Managed.$VALUES // at corpus.extra.publishedstate.Main$Managed.<clinit>(Main.java:29)
}

proc corpus.extra.publishedstate.Main$Managed.<init>[corpus.extra.publishedstate.Main$Managed@Main.java:29#2] {
}

proc corpus.extra.publishedstate.Main.<clinit> {
  s2: write corpus.extra.publishedstate.Main.STARTED // at corpus.extra.publishedstate.Main.<clinit>(Main.java:25)
  s6: write corpus.extra.publishedstate.Main.BEANS // at corpus.extra.publishedstate.Main.<clinit>(Main.java:26)
}

proc corpus.extra.publishedstate.Main.add[args(p1=0),corpus.extra.publishedstate.Main.main:65#2] {
  s3: call corpus.extra.publishedstate.Main$Bean.<init>[corpus.extra.publishedstate.Main$Bean@Main.java:41,args(p1=0),corpus.extra.publishedstate.Main.main:65#2] // at corpus.extra.publishedstate.Main.add(Main.java:41)
  s5: read corpus.extra.publishedstate.Main.BEANS // at corpus.extra.publishedstate.Main.add(Main.java:42)
  s6: assign java.util.concurrent.CopyOnWriteArrayList@Main.java:26.filled true // at corpus.extra.publishedstate.Main.add(Main.java:42)
  s11: assign corpus.extra.publishedstate.Main$Bean@Main.java:41[args(p1=0),corpus.extra.publishedstate.Main.main:65#2].state null // at corpus.extra.publishedstate.Main.add(Main.java:46)
}

proc corpus.extra.publishedstate.Main.add[args(p1=0),corpus.extra.publishedstate.Main.main:65#2]#args,p1=0 {
  s0: goto s3e1                          // at corpus.extra.publishedstate.Main.add(Main.java:41)
  s11: assign corpus.extra.publishedstate.Main$Bean@Main.java:41[args(p1=0),corpus.extra.publishedstate.Main.main:65#2].state null // at corpus.extra.publishedstate.Main.add(Main.java:46)
  s11_1: goto exit                       // at corpus.extra.publishedstate.Main.add(Main.java:46)
  s3e1: call corpus.extra.publishedstate.Main$Bean.<init>[corpus.extra.publishedstate.Main$Bean@Main.java:41,args(p1=0),corpus.extra.publishedstate.Main.main:65#2] // at corpus.extra.publishedstate.Main.add(Main.java:41)
  s5e1: read corpus.extra.publishedstate.Main.BEANS // at corpus.extra.publishedstate.Main.add(Main.java:42)
  s6e1: assign java.util.concurrent.CopyOnWriteArrayList@Main.java:26.filled true // at corpus.extra.publishedstate.Main.add(Main.java:42)
  s6e1_1: goto s11                       // at corpus.extra.publishedstate.Main.add(Main.java:42)
}

proc corpus.extra.publishedstate.Main.add[args(p1=1),corpus.extra.publishedstate.Main.main:64#1] {
  s3: call corpus.extra.publishedstate.Main$Bean.<init>[corpus.extra.publishedstate.Main$Bean@Main.java:41,args(p1=1),corpus.extra.publishedstate.Main.main:64#1] // at corpus.extra.publishedstate.Main.add(Main.java:41)
  s5: read corpus.extra.publishedstate.Main.BEANS // at corpus.extra.publishedstate.Main.add(Main.java:42)
  s6: assign java.util.concurrent.CopyOnWriteArrayList@Main.java:26.filled true // at corpus.extra.publishedstate.Main.add(Main.java:42)
  s8: read corpus.extra.publishedstate.Main$Managed.MANAGED // at corpus.extra.publishedstate.Main.add(Main.java:44)
  s9e1: assign corpus.extra.publishedstate.Main$Bean@Main.java:41[args(p1=1),corpus.extra.publishedstate.Main.main:64#1].state MANAGED // at corpus.extra.publishedstate.Main.add(Main.java:44)
}

proc corpus.extra.publishedstate.Main.add[args(p1=1),corpus.extra.publishedstate.Main.main:64#1]#args,p1=1 {
  s0: goto s3e1                          // at corpus.extra.publishedstate.Main.add(Main.java:41)
  s8: read corpus.extra.publishedstate.Main$Managed.MANAGED // at corpus.extra.publishedstate.Main.add(Main.java:44)
  s8_1: goto s9e2                        // at corpus.extra.publishedstate.Main.add(Main.java:44)
  s3e1: call corpus.extra.publishedstate.Main$Bean.<init>[corpus.extra.publishedstate.Main$Bean@Main.java:41,args(p1=1),corpus.extra.publishedstate.Main.main:64#1] // at corpus.extra.publishedstate.Main.add(Main.java:41)
  s5e1: read corpus.extra.publishedstate.Main.BEANS // at corpus.extra.publishedstate.Main.add(Main.java:42)
  s6e1: assign java.util.concurrent.CopyOnWriteArrayList@Main.java:26.filled true // at corpus.extra.publishedstate.Main.add(Main.java:42)
  s6e1_1: goto s8                        // at corpus.extra.publishedstate.Main.add(Main.java:42)
  s9e2: assign corpus.extra.publishedstate.Main$Bean@Main.java:41[args(p1=1),corpus.extra.publishedstate.Main.main:64#1].state MANAGED // at corpus.extra.publishedstate.Main.add(Main.java:44)
}

proc corpus.extra.publishedstate.Main.main {
  s1: call corpus.extra.publishedstate.Main.add[args(p1=1),corpus.extra.publishedstate.Main.main:64#1]#args,p1=1 // at corpus.extra.publishedstate.Main.main(Main.java:64)
  s2: call corpus.extra.publishedstate.Main.add[args(p1=0),corpus.extra.publishedstate.Main.main:65#2]#args,p1=0 // at corpus.extra.publishedstate.Main.main(Main.java:65)
  s7: fork corpus.extra.publishedstate.Main.start java.lang.Thread@Main.java:66 // at corpus.extra.publishedstate.Main.main(Main.java:67)
  s8: read corpus.extra.publishedstate.Main.STARTED // at corpus.extra.publishedstate.Main.main(Main.java:68)
  s9: until java.util.concurrent.CountDownLatch@Main.java:25.count <= 0 // at corpus.extra.publishedstate.Main.main(Main.java:68)
  s10: join java.lang.Thread@Main.java:66 // at corpus.extra.publishedstate.Main.main(Main.java:69)
}

proc corpus.extra.publishedstate.Main.start {
  s0: read corpus.extra.publishedstate.Main.BEANS // at corpus.extra.publishedstate.Main.start(Main.java:52)
  s2: switch java.util.concurrent.CopyOnWriteArrayList@Main.java:26.filled false s17 true s3 // at corpus.extra.publishedstate.Main.start(Main.java:52)
  s3: jump s6e3 s17                      // at corpus.extra.publishedstate.Main.start(Main.java:52)
  s8: jump s9 s2                         // at corpus.extra.publishedstate.Main.start(Main.java:53)
  s9: read corpus.extra.publishedstate.Main.managed // at corpus.extra.publishedstate.Main.start(Main.java:54)
  s11: write corpus.extra.publishedstate.Main.managed // at corpus.extra.publishedstate.Main.start(Main.java:54)
  s11_1: goto s2                         // at corpus.extra.publishedstate.Main.start(Main.java:54)
  s17: read corpus.extra.publishedstate.Main.STARTED // at corpus.extra.publishedstate.Main.start(Main.java:60)
  s18: trydown java.util.concurrent.CountDownLatch@Main.java:25.count 1 else s18_1 // at corpus.extra.publishedstate.Main.start(Main.java:60)
  s18_1: skip                            // at corpus.extra.publishedstate.Main.start(Main.java:60)
  s18_2: goto exit                       // at corpus.extra.publishedstate.Main.start(Main.java:60)
  s6e3: jump s6e3_1 s6e3_2               // at corpus.extra.publishedstate.Main.start(Main.java:53)
  s6e3_1: switch corpus.extra.publishedstate.Main$Bean@Main.java:41[args(p1=1),corpus.extra.publishedstate.Main.main:64#1].state null s7e5 POJO s7e7 MANAGED s7e9 UNMANAGED s7e11 // at corpus.extra.publishedstate.Main.start(Main.java:53)
  s6e3_2: switch corpus.extra.publishedstate.Main$Bean@Main.java:41[args(p1=0),corpus.extra.publishedstate.Main.main:65#2].state null s7e5 POJO s7e7 MANAGED s7e9 UNMANAGED s7e11 // at corpus.extra.publishedstate.Main.start(Main.java:53)
  s7e5: jump s8 exit                     // at corpus.extra.publishedstate.Main.start(Main.java:53)
  s7e7: jump s2 exit                     // at corpus.extra.publishedstate.Main.start(Main.java:53)
  s7e9: jump s9 exit                     // at corpus.extra.publishedstate.Main.start(Main.java:53)
  s7e11: jump s2 exit                    // at corpus.extra.publishedstate.Main.start(Main.java:53)
}

proc entry {
  init0: call corpus.extra.publishedstate.Main.<clinit> // at corpus.extra.publishedstate.Main.main(Main.java:64)
  init1: call corpus.extra.publishedstate.Main$Managed.<clinit> // at corpus.extra.publishedstate.Main.main(Main.java:64)
  main: call corpus.extra.publishedstate.Main.main // at corpus.extra.publishedstate.Main.main(Main.java:64)
}
